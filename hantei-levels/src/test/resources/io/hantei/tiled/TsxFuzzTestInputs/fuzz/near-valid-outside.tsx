<tileset name="t" tilewidth="16" tileheight="16"><tile id="0"><image source="../../outside.png"/></tile></tileset>
