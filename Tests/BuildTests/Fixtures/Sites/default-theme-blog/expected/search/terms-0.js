folioSearch.terms(0,"14:...AMDL 6:...EL a:...BLAN about:AL... alway,always:...BL and:...AMANANAN anyon,anyone:...CL anyway:...Cb");
