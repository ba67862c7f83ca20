folioSearch.docs(0,[
["About","about/","","From another page: the introduction and the box.",[]],
["Alerts","2024/03/alerts/","1 March 2024","",[]],
["Anchors","2024/03/anchors/","2 March 2024","Jump to the introduction, to Linux, to the box, to the cell or to the heading's own id.",["introduction"]],
["Logos","2024/03/logos/","3 March 2024","",[]]]);
