folioSearch.docs(0,[
["About me","about-me/","","Notes in Japanese and French."],
["Swift 2.2 released","2016/03/swift-22-released/","21 March 2016","A dotted name. Back to the proposal."],
["Release notes","2016/04/swift-22-released/","1 April 2016","A name with spaces and capitals, dated the way Jekyll writes dates."],
["SerialExecutor isIsolated","2024/03/0471-serialexecutor-isisolated/","1 March 2024","A name with capitals, as Swift Evolution names its proposals. See the release notes and the café."],
["Café Olé","2024/05/caf%C3%A9-ol%C3%A9/","1 May 2024","A Unicode name."],
["日本語のメモ","2024/06/%E6%97%A5%E6%9C%AC%E8%AA%9E%E3%81%AE%E3%83%A1%E3%83%A2/","1 June 2024","A name in Japanese, linked from the about page."],
["C++ tips","2024/07/c-tips/","1 July 2024","A .markdown file with + in its name."]]);
