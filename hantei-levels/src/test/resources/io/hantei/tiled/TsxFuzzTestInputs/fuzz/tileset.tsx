<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="t" tilewidth="16" tileheight="16" tilecount="4" columns="2" objectalignment="topleft">
 <image source="t.png" width="32" height="32"/>
 <tile id="0" type="wall"><properties><property name="solid" type="bool" value="true"/><property name="note">two
lines</property></properties></tile>
 <tile id="2" class="coin"/>
</tileset>
