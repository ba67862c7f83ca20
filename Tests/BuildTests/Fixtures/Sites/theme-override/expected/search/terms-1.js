folioSearch.terms(1,"un:...AMAM");
