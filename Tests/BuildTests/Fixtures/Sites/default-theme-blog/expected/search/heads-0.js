folioSearch.heads(0,[
[],
[],
["what-i-brought"],
[],
[]]);
