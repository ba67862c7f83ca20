folioSearch.index({"format":1,"documents":2,"groupSize":100,"stemming":false,"weights":[6,2.5,2,1],"k1":1.2,"shards":["theme"]});
