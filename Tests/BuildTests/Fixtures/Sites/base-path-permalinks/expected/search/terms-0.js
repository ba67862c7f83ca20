folioSearch.terms(0,"a:...BOANAN about:AL... after:...DL again:...DL and:...BOAO ani,any:...DL back:...BL biggest:...DL");
