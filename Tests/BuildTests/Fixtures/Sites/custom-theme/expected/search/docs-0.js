folioSearch.docs(0,[
["How the shelves work","shelves/","","One post per book, tagged by shelf. The shelves list them all.",[]],
["The Dispossessed","2024/01/the-dispossessed/","14 January 2024","Two worlds, one a moon of the other, and a physicist who goes from one to the other. Slow, and worth it.",[]],
["A Field Guide to Lichens","2024/02/field-guide/","25 February 2024","Not a book to read straight through: I keep it by the door and take it on walks.",[]],
["Stories of Your Life and Others","2024/04/short-stories/","7 April 2024","Eight stories. The title story stayed with me for weeks.",[]]]);
