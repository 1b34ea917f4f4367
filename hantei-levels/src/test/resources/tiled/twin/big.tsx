<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="big" tilewidth="48" tileheight="24" tilecount="4" columns="2" objectalignment="topleft">
 <image source="big.png" width="96" height="48"/>
</tileset>
