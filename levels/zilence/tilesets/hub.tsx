<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="hub" tilewidth="88" tileheight="88" tilecount="12" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="path_color" value="red"/>
   <property name="symbol" value="bones"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/bones_red.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="path_color" value="yellow"/>
   <property name="symbol" value="bones"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/bones_yellow.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="path_color" value="blue"/>
   <property name="symbol" value="bones"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/bones_blue.png"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="path_color" value="red"/>
   <property name="symbol" value="brain"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/brain_red.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="path_color" value="yellow"/>
   <property name="symbol" value="brain"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/brain_yellow.png"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="path_color" value="blue"/>
   <property name="symbol" value="brain"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/brain_blue.png"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="path_color" value="red"/>
   <property name="symbol" value="claw"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/claw_red.png"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="path_color" value="yellow"/>
   <property name="symbol" value="claw"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/claw_yellow.png"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="path_color" value="blue"/>
   <property name="symbol" value="claw"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/claw_blue.png"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="path_color" value="red"/>
   <property name="symbol" value="eye"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/eye_red.png"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="path_color" value="yellow"/>
   <property name="symbol" value="eye"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/eye_yellow.png"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="path_color" value="blue"/>
   <property name="symbol" value="eye"/>
  </properties>
  <image width="88" height="88" source="../tiles/hub/eye_blue.png"/>
 </tile>
</tileset>
