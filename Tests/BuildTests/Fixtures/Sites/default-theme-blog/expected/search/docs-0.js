folioSearch.docs(0,[
["About","about/","","I rent plot 14 from the parish council and write down what works, mostly so that I remember it next…"],
["First frost","2024/02/first-frost/","3 February 2024","The water butt had a lid of ice this morning, and the broad beans sown in November looked sorry for…"],
["The spring seed swap","2024/04/seed-swap/","13 April 2024","Forty people, six tables and far too many courgette seeds."],
["Midsummer beds","2024/06/midsummer-beds/","22 June 2024","The long evening is the best time to water: the soil stays damp overnight and the slugs are easy to…"],
["Harvest notes","2024/09/harvest-notes/","7 September 2024","Next year: fewer courgettes."]]);
