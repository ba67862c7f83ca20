folioSearch.terms(0,"a:...BP about:AL... after:...BN alert,alerts:BL... an:...BN anchor,anchors:CL...BL");
