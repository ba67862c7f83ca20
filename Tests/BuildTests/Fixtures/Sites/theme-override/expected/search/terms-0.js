folioSearch.terms(0,"billet:AKAK... que:...AMAM un:...AMAM");
