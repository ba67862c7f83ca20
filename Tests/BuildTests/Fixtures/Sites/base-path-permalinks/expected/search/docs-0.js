folioSearch.docs(0,[
["About","about/","","Twelve kilometres each way, in every weather, since last spring."],
["Gear","gear/","","The bike itself is ten years old; see how I keep it running."],
["Spring tune-up","writing/2024/03/31/spring-tune-up/","31 March 2024","New brake pads, a clean chain and ten minutes with the pump. The bike feels new."],
["Staying dry in May","writing/2024/05/12/staying-dry/","12 May 2024",""]]);
