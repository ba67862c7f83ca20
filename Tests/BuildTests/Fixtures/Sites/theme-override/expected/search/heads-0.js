folioSearch.heads(0,[
[],
[]]);
