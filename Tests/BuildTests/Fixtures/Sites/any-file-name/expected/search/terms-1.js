folioSearch.terms(1,"語の:FI...");
