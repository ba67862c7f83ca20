folioSearch.terms(1,"swift:BI...DM the:.EZ..BMAMANBM with:...CMAMCM");
