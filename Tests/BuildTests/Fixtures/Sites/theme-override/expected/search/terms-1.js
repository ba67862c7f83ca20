folioSearch.terms(1,"theme:...AM un:...AMAM une:...BM vient:...AM voisin:...BM");
