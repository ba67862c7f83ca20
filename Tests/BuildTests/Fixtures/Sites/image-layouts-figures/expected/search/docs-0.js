folioSearch.docs(0,[
["A walk along the cliffs","2024/08/coastal-walk/","3 August 2024","",[]],
["Inside the lighthouse","2024/09/lighthouse/","14 September 2024","The keeper's cottage is a museum now. A hundred and twelve steps to the lamp room.",[]]]);
