folioSearch.docs(0,[
["Premier billet","2024/03/premier-billet/","2 mars 2024","Un site qui ne garde que son pied de page : le reste du thème vient de folio, en français."],
["Second billet","2024/04/second-billet/","15 avril 2024","Une autre entrée, pour que les billets aient un voisin."]]);
