<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="roof" tilewidth="544" tileheight="544" tilecount="1" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="part" value="roof"/>
  </properties>
  <image width="544" height="544" source="../tiles/hub_roof.png"/>
 </tile>
</tileset>
