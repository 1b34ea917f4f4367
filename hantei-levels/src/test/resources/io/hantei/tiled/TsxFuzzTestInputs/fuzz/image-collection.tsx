<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" name="c" tilewidth="64" tileheight="64" tilecount="3" columns="0">
 <tile id="0"><image width="20" height="30" source="a.png"/></tile>
 <tile id="1" x="2" y="2" width="5" height="6"><image width="20" height="30" source="b.png"/></tile>
 <tile id="2"><image source="missing.png"/></tile>
</tileset>
