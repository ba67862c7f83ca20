folioSearch.docs(0,[
["Baking notes","notes/","","The rise depends on how the starter is fed.",["temperatures"]],
["Keeping a sourdough starter","2024/01/sourdough-starter/","20 January 2024","Flour, water and a warm kitchen are all it takes, though it takes a week to wake up: see the feeding schedule.",["feeding-schedule","hydration-75--timing","notes","notes-1"]],
["The first loaf","2024/02/first-loaf/","11 February 2024","It rose! Mostly thanks to the starter, fed on the usual schedule.",["crumb","bake"]],
["Trying rye","2024/03/rye/","2 March 2024","Rye behaves nothing like wheat, as the first loaf did not prepare me for. My baking notes have the numbers.",[]]]);
