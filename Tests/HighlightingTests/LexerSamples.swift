/// Short programs in each language, written for these tests: each lexer's tricky parts, and inputs for the
/// property tests.
enum LexerSamples {
    static let shell = #"""
        #!/bin/bash
        name="world"  # greet
        echo "Hello, ${name:-you} $(date +%Y) $((1 + 2))"
        cat <<EOF2
        body $name
        EOF2
        if [ -f "$1" ]; then exit 1; fi

        """#
    static let c = #"""
        #include <stdio.h>
        #define N 10 /* ten */
        static int add(int a, int b) { return a + b; }
        char *s = "tab\t", c = '\n';
        long x = 0x1fUL + 1'000 + 1.5e3f;
        #if 0
        not code
        #endif

        """#
    static let css = #"""
        @media (max-width: 600px) {
          .card > #main:hover { margin: 0 auto !important; color: #fff; }
        }
        a::before { content: "→"; transform: rotate(45deg); width: calc(100% - 2em); }

        """#
    static let cpp = #"""
        namespace app {
        template <typename T> class Box final {
          auto raw = R"json({"a": "b"})json";
          int n = 1'000'000;
        };
        }

        """#
    static let diff = #"""
        diff --git a/x b/x
        index 123..456 100644
        --- a/x
        +++ b/x
        @@ -1,2 +1,2 @@
         same
        -old
        +new

        """#
    static let dockerfile = #"""
        # syntax
        FROM python:3.12-slim AS build
        ENV PATH=/usr/local/bin:$PATH
        RUN apt-get update \
            && apt-get install -y curl
        CMD ["python", "app.py"]
        WORKDIR /app

        """#
    static let go = #"""
        package main
        func main() {
        	s := `raw \n`
        	r := 'x'
        	n := len(s) + 0x1F + 3i
        }

        """#
    static let html = #"""
        <!DOCTYPE html>
        <p class="note" hidden>Tom &amp; Jerry<!-- c --></p>
        <script>let x = 1 < 2;</script>
        <style>p { color: red; }</style>

        """#
    static let json5 = #"""
        // settings
        {unquoted: 'single', hex: 0x1F, trailing: [1, 2,], inf: Infinity,}

        """#
    static let json = #"""
        {"name": "folio", "tags": ["a\"b", 1.5e3], "ok": true, "n": null}

        """#
    static let java = #"""
        import java.util.List;
        @Override
        public String name(int x) { return this.value.trim(); }
        String block = """
            text "quoted"
            """;

        """#
    static let javaScript = #"""
        const re = /ab+c/gi, half = total / 2;
        const msg = `sum: ${a + `${b}`} done`;
        let big = 10n;

        """#
    static let kotlin = #"""
        package app.core
        private val greeting = "Hi, $name and ${user.name.uppercase()}"
        fun <T> List<T>.second(): T = this[1]
        data class Point(val x: Int)

        """#
    static let makefile = #"""
        CC ?= gcc
        # comment
        ifeq ($(OS),Linux)
        FLAGS := -O2
        endif
        build: main.o util.o
        	$(CC) -o $@ $^ # link

        """#
    static let markdown = #"""
        # Title
        Some *emphasis*, **strong** and `code`, a [link](https://x.y).
        - item
        > quoted
        ```json
        {"a": 1}
        ```

        """#
    static let objectiveC = #"""
        @interface Cat : NSObject
        - (void)feed:(NSString *)food times:(int)n;
        @end
        NSArray *a = @[@"x", @42, @YES];

        """#
    static let python = #"""
        """Module docstring."""
        from os.path import join as j
        @dataclass
        class Point(Base):
            def __init__(self, x: int = 0x1F) -> None:
                print(f"x={self.x!r:>10} {{literal}}", rb'\d+')

        """#
    static let ruby = #"""
        module Shop::Cart
          def self.total(items) = items.sum { |i| i.price }
          text = <<~EOS
            Hello #{name}
          EOS
          words = %w[a b c]
          ok = line =~ /\d+/ && @count > 0 ? :yes : nil
        end

        """#
    static let rust = #"""
        /// Doc comment
        #[derive(Debug)]
        fn parse<'a>(s: &'a str) -> Option<u8> {
            /* outer /* nested */ still */
            let raw = r#"a "quoted" b"#;
            println!("{}", b'x');
            None
        }

        """#
    static let sql = #"""
        -- top
        SELECT name, COUNT(*) AS n FROM "user" WHERE note = 'it''s' /* c */ GROUP BY name;
        create table t (id integer primary key);

        """#
    static let shellSession = #"""
        $ echo "hi" \
        > there
        hi there
        user@host:~/src$ ls -la
        total 0

        """#
    static let toml = #"""
        # a comment
        [package]
        name = "folio"
        version = '1.0'
        date = 1979-05-27T07:32:00Z
        ports = [ 8000, 8001 ]
        inline = { x = 1, y = 2.5 }
        text = """
        multi "line"
        """

        """#
    static let typeScript = #"""
        @Component
        export class Store implements Base {
          private items: string[] = [];
          get(id: number): Item | undefined { return this.items[id]; }
        }

        """#
    static let xml = #"""
        <?xml version="1.0"?>
        <root a="1"><![CDATA[x < y]]><child/>&lt;</root>

        """#
    static let yaml = #"""
        ---
        # config
        name: folio   # trailing comment
        list:
          - &anchor plain value
          - *anchor
          - "quoted: value"
        flow: {a: 1, b: [x, y]}
        script: |
          echo one
          echo two
        tag: !!str 42

        """#

    static let all = [
        shell, c, css, cpp, diff, dockerfile, go, html, json5, json, java, javaScript, kotlin, makefile, markdown,
        objectiveC, python, ruby, rust, sql, shellSession, toml, typeScript, xml, yaml
    ]
}
