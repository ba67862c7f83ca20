/// The words a CSS lexer must know: properties, keyword values, colour names, functions and units, from the
/// CSS specifications.
enum CSSWords {
    static let properties = WordTable([(.keyword, """
        accent-color align-content align-items align-self alignment-baseline all animation animation-composition \
        animation-delay animation-direction animation-duration animation-fill-mode animation-iteration-count \
        animation-name animation-play-state animation-timing-function animation-timeline appearance aspect-ratio \
        backdrop-filter backface-visibility background background-attachment background-blend-mode background-clip \
        background-color background-image background-origin background-position background-position-x \
        background-position-y background-repeat background-size block-size border border-block border-block-color \
        border-block-end border-block-start border-block-style border-block-width border-bottom border-bottom-color \
        border-bottom-left-radius border-bottom-right-radius border-bottom-style border-bottom-width border-collapse \
        border-color border-end-end-radius border-end-start-radius border-image border-image-outset \
        border-image-repeat border-image-slice border-image-source border-image-width border-inline \
        border-inline-color border-inline-end border-inline-start border-inline-style border-inline-width \
        border-left border-left-color border-left-style border-left-width border-radius border-right \
        border-right-color border-right-style border-right-width border-spacing border-start-end-radius \
        border-start-start-radius border-style border-top border-top-color border-top-left-radius \
        border-top-right-radius border-top-style border-top-width border-width bottom box-decoration-break \
        box-shadow box-sizing break-after break-before break-inside caption-side caret-color clear clip clip-path \
        clip-rule color color-scheme column-count column-fill column-gap column-rule column-rule-color \
        column-rule-style column-rule-width column-span column-width columns contain contain-intrinsic-size \
        container container-name container-type content content-visibility counter-increment counter-reset \
        counter-set cursor direction display dominant-baseline empty-cells fill fill-opacity fill-rule filter flex \
        flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap float flood-color flood-opacity font \
        font-display font-family font-feature-settings font-kerning font-language-override font-optical-sizing \
        font-size font-size-adjust font-stretch font-style font-synthesis font-variant font-variant-alternates \
        font-variant-caps font-variant-east-asian font-variant-ligatures font-variant-numeric \
        font-variant-position font-variation-settings font-weight forced-color-adjust gap grid grid-area \
        grid-auto-columns grid-auto-flow grid-auto-rows grid-column grid-column-end grid-column-gap \
        grid-column-start grid-gap grid-row grid-row-end grid-row-gap grid-row-start grid-template \
        grid-template-areas grid-template-columns grid-template-rows hanging-punctuation height hyphens \
        image-orientation image-rendering inline-size inset inset-block inset-block-end inset-block-start \
        inset-inline inset-inline-end inset-inline-start isolation justify-content justify-items justify-self \
        left letter-spacing lighting-color line-break line-height list-style list-style-image \
        list-style-position list-style-type margin margin-block margin-block-end margin-block-start margin-bottom \
        margin-inline margin-inline-end margin-inline-start margin-left margin-right margin-top marker \
        marker-end marker-mid marker-start mask mask-clip mask-composite mask-image mask-mode mask-origin \
        mask-position mask-repeat mask-size mask-type max-block-size max-height max-inline-size max-width \
        min-block-size min-height min-inline-size min-width mix-blend-mode object-fit object-position offset \
        offset-distance offset-path offset-rotate opacity order orphans outline outline-color outline-offset \
        outline-style outline-width overflow overflow-anchor overflow-wrap overflow-x overflow-y \
        overscroll-behavior overscroll-behavior-x overscroll-behavior-y padding padding-block padding-block-end \
        padding-block-start padding-bottom padding-inline padding-inline-end padding-inline-start padding-left \
        padding-right padding-top page-break-after page-break-before page-break-inside paint-order perspective \
        perspective-origin place-content place-items place-self pointer-events position print-color-adjust \
        quotes resize right rotate row-gap ruby-align ruby-position scale scroll-behavior scroll-margin \
        scroll-margin-block scroll-margin-bottom scroll-margin-inline scroll-margin-left scroll-margin-right \
        scroll-margin-top scroll-padding scroll-padding-block scroll-padding-bottom scroll-padding-inline \
        scroll-padding-left scroll-padding-right scroll-padding-top scroll-snap-align scroll-snap-stop \
        scroll-snap-type scrollbar-color scrollbar-gutter scrollbar-width shape-image-threshold shape-margin \
        shape-outside shape-rendering speak src stop-color stop-opacity stroke stroke-dasharray stroke-dashoffset \
        stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width tab-size table-layout \
        text-align text-align-last text-anchor text-combine-upright text-decoration text-decoration-color \
        text-decoration-line text-decoration-skip-ink text-decoration-style text-decoration-thickness \
        text-emphasis text-emphasis-color text-emphasis-position text-emphasis-style text-indent text-justify \
        text-orientation text-overflow text-rendering text-shadow text-size-adjust text-transform \
        text-underline-offset text-underline-position text-wrap top touch-action transform transform-box \
        transform-origin transform-style transition transition-behavior transition-delay transition-duration \
        transition-property transition-timing-function translate unicode-bidi unicode-range user-select \
        vector-effect vertical-align visibility white-space widows width will-change word-break word-spacing \
        word-wrap writing-mode z-index zoom
        """)])

    static let values = WordTable([(.keywordConstant, """
        absolute alias all all-scroll alternate alternate-reverse always auto avoid backwards balance baseline \
        below bidi-override blink block bold bolder border-box both bottom break-all break-word capitalize \
        cell center circle clip clone close-quote col-resize collapse color color-burn color-dodge column \
        column-reverse contain content-box contents context-menu copy cover crosshair currentColor cursive \
        dashed decimal decimal-leading-zero default dense difference disc distribute dotted double e-resize \
        ease ease-in ease-in-out ease-out ellipsis embed end ew-resize exclusion fantasy fill fill-box fixed \
        flex flex-end flex-start flow-root forwards grab grabbing grid groove hanging hard-light help hidden \
        hide horizontal hue inherit initial inline inline-block inline-flex inline-grid inline-table inset \
        inside isolate italic justify keep-all large larger left lighter line-through linear list-item \
        local lower-alpha lower-greek lower-latin lower-roman lowercase ltr luminosity manipulation \
        max-content medium middle min-content monospace move multiply n-resize ne-resize nesw-resize no-drop \
        no-repeat none normal not-allowed nowrap ns-resize nw-resize nwse-resize oblique open-quote outset \
        outside overlay overline padding-box paused pointer pre pre-line pre-wrap progress relative repeat \
        repeat-x repeat-y revert reverse ridge right round row row-resize row-reverse rtl running s-resize \
        sans-serif saturation scale-down screen scroll se-resize separate serif show small small-caps smaller \
        smooth soft-light solid space space-around space-between space-evenly square start static step-end \
        step-start sticky stretch strict sub super sw-resize system-ui table table-caption table-cell \
        table-column table-column-group table-footer-group table-header-group table-row table-row-group text \
        text-bottom text-top thick thin top transparent underline unset upper-alpha upper-latin upper-roman \
        uppercase vertical vertical-text visible w-resize wait wavy wrap wrap-reverse x-large x-small xx-large \
        xx-small zoom-in zoom-out
        """),
        (.keywordConstant, """
        aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown \
        burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan \
        darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid \
        darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet \
        deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro \
        ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki \
        lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow \
        lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray \
        lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine \
        mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen \
        mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace \
        olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred \
        papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue \
        saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey \
        snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow \
        yellowgreen
        """)])

    static let functions = WordTable([(.nameBuiltin, """
        attr blur brightness calc circle clamp color-mix conic-gradient contrast counter counters cubic-bezier \
        drop-shadow ellipse env fit-content format grayscale hsl hsla hue-rotate hwb image-set inset invert lab \
        lch linear-gradient local matrix matrix3d max min minmax oklab oklch opacity perspective polygon \
        radial-gradient repeat repeating-conic-gradient repeating-linear-gradient repeating-radial-gradient rgb \
        rgba rotate rotate3d rotateX rotateY rotateZ saturate scale scale3d scaleX scaleY scaleZ sepia skew skewX \
        skewY steps translate translate3d translateX translateY translateZ url var
        """)])

    static let units = WordTable([(.keywordType, """
        px em rem ex ch vw vh vmin vmax vb vi svh lvh dvh svw lvw dvw cm mm in pt pc q deg grad rad turn s ms \
        hz khz dpi dpcm dppx x fr cqw cqh cqi cqb cqmin cqmax
        """)], caseInsensitive: true)
}
