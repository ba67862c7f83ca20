folioSearch.docs(0,[
["Moving house","2024/06/moving-house/","3 June 2024","The checklist, a week before the van arrives:",[]],
["Notes on raw HTML","2024/06/notes-on-html/","17 June 2024","Raw HTML passes through, as on GitHub: Ctrl+C, H2O, and HTML.",[]]]);
