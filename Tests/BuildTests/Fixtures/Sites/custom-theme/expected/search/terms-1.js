folioSearch.terms(1,"read:...CM scienc,science:..BGBF. shelf:...AM shelv,shelves:AI...AM short:..DF. slow:...BM stay,stayed:...DM stori,stories,story:DG..DF.DN");
