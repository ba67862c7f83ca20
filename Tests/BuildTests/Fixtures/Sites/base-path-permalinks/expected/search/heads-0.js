folioSearch.heads(0,[
[],
[],
["the-chain"],
[]]);
