<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="items" tilewidth="80" tileheight="80" tilecount="18" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="item" value="flashlight"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/flashlight.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="item" value="first_aid_kit"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/first_aid_kit.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="item" value="dynamite"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/dynamite.png"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="item" value="energy_drink"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/energy_drink.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="item" value="bowling_ball"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/bowling_ball.png"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="item" value="board_game"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/board_game.png"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="item" value="football_helmet"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/football_helmet.png"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="item" value="walkman"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/walkman.png"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="item" value="canned_food"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/canned_food.png"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="item" value="baseball_bat"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/baseball_bat.png"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="item" value="duct_tape"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/duct_tape.png"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="item" value="gas_can"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/gas_can.png"/>
 </tile>
 <tile id="12">
  <properties>
   <property name="item" value="walkie_talkie"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/walkie_talkie.png"/>
 </tile>
 <tile id="13">
  <properties>
   <property name="item" value="binoculars"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/binoculars.png"/>
 </tile>
 <tile id="14">
  <properties>
   <property name="item" value="rubber_duck"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/rubber_duck.png"/>
 </tile>
 <tile id="15">
  <properties>
   <property name="item" value="toilet_paper"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/toilet_paper.png"/>
 </tile>
 <tile id="16">
  <properties>
   <property name="item" value="battery"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/battery.png"/>
 </tile>
 <tile id="17">
  <properties>
   <property name="item" value="key"/>
  </properties>
  <image width="80" height="80" source="../tiles/items/key.png"/>
 </tile>
</tileset>
