<tileset name="t" tilewidth="16" tileheight="16"><image source="t.png"/><tile type="x"/></tileset>
