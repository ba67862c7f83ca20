folioSearch.heads(0,[
[],
[],
[],
[],
["the-menu"],
[],
[]]);
