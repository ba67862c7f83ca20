folioSearch.docs(0,[
["Issue three is out","2024/11/issue-three/","2 November 2024","Sixteen pages, risograph, two colours. Download the print-ready file or read the list of contributors.",[]],
["Where to find it","2024/12/stockists/","1 December 2024","Three shops in town now stock Quire. The shop list is a spreadsheet; a link written as the published address, rather than to the file, is left as it is.",[]]]);
