folioSearch.index({"format":1,"documents":4,"groupSize":100,"stemming":true,"weights":[6,2.5,2,1],"k1":1.2,"shards":["bike","each","spare"]});
