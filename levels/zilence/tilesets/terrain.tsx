<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="32" tileheight="32" tilecount="16" columns="8">
 <image source="../tiles/terrain.png" width="256" height="64"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="roof_grey"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="roof_dark"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="roof_brown"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="roof_teal"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="grass"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="grass_dry"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="park_tree"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="rubble"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="sand"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="water"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="asphalt"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="parking"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" value="hub_roof"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" value="hub_helipad"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="terrain" value="hub_edge"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="terrain" value="crater"/>
  </properties>
 </tile>
</tileset>
