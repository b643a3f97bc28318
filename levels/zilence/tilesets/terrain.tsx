<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="32" tileheight="32" tilecount="48" columns="8">
 <image source="../tiles/terrain.png" width="256" height="192"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="street"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="roof_sand_0"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="roof_sand_1"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="roof_sand_2"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="roof_sand_3"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="roof_sand_4"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="roof_sand_5"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="roof_sand_6"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="roof_sand_7"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="roof_sand_8"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="roof_slate_0"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="roof_slate_1"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" value="roof_slate_2"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" value="roof_slate_3"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="terrain" value="roof_slate_4"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="terrain" value="roof_slate_5"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="terrain" value="roof_slate_6"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="terrain" value="roof_slate_7"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="terrain" value="roof_slate_8"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="terrain" value="roof_rust_0"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="terrain" value="roof_rust_1"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="terrain" value="roof_rust_2"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="terrain" value="roof_rust_3"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="terrain" value="roof_rust_4"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="terrain" value="roof_rust_5"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="terrain" value="roof_rust_6"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="terrain" value="roof_rust_7"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="terrain" value="roof_rust_8"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="terrain" value="park_0"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="terrain" value="park_1"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="terrain" value="park_2"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="terrain" value="park_3"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="terrain" value="park_4"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="terrain" value="park_5"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="terrain" value="park_6"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="terrain" value="park_7"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="terrain" value="park_8"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="terrain" value="yard_0"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="terrain" value="yard_1"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="terrain" value="yard_2"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="terrain" value="yard_3"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="terrain" value="yard_4"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="terrain" value="yard_5"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="terrain" value="yard_6"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="terrain" value="yard_7"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="terrain" value="yard_8"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="terrain" value="plaza"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="terrain" value="lot"/>
  </properties>
 </tile>
</tileset>
