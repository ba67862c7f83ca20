folioSearch.terms(1,"and:...AMAL anoth,another:...AM apt:...Cc as:...BL besid,beside:...DM blank:...BL");
