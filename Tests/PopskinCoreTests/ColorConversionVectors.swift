import PopskinTokens

@testable import PopskinCore

/// Expected conversions, computed by an independent implementation of CSS Color 4's sample code and gamut mapping
/// (`Scripts/color-reference.py --json`, plain Python), cross-checked there against color.js's tests and the spec's
/// examples. Regenerate with that script; never edit a number by hand.
enum ColorConversionVectors {
    struct Vector {
        var label: String
        var space: ColorSpace
        var components: [Double?]
        var sRGB: [Double]
        var sRGBHex: String
        var inSRGB: Bool
        var displayP3: [Double]
    }

    static let all: [Vector] = [
        Vector(
            label: "display-p3 red (out of sRGB)", space: .displayP3, components: [1.0, 0.0, 0.0],
            sRGB: [1.0, 0.044569516204189995, 0.045931611140173], sRGBHex: "#ff0b0c", inSRGB: false,
            displayP3: [1.0, 0.0, 0.0]),
        Vector(
            label: "display-p3 green (out of sRGB)", space: .displayP3, components: [0.0, 1.0, 0.0],
            sRGB: [0.0, 0.9857637107710325, 0.15974244397343879], sRGBHex: "#00fb29", inSRGB: false,
            displayP3: [0.0, 1.0, 0.0]),
        Vector(
            label: "display-p3 yellow (out of sRGB)", space: .displayP3, components: [1.0, 1.0, 0.0],
            sRGB: [0.9962332729609732, 0.9990138958496103, 0.0], sRGBHex: "#feff00", inSRGB: false,
            displayP3: [1.0, 1.0, 0.0]),
        Vector(
            label: "suite display-p3.json", space: .displayP3, components: [1.0, 0.5, 0.0],
            sRGB: [1.0, 0.4904785968616507, 0.0], sRGBHex: "#ff7d00", inSRGB: false,
            displayP3: [1.0, 0.5, 0.0]),
        Vector(
            label: "rec2020 green", space: .rec2020, components: [0.0, 1.0, 0.0],
            sRGB: [0.0, 0.9473440908897229, 0.4462805435023008], sRGBHex: "#00f272", inSRGB: false,
            displayP3: [0.0, 0.9740718107126566, 0.374448022438602]),
        Vector(
            label: "suite rec2020.json", space: .rec2020, components: [0.6, 0.8, 0.4],
            sRGB: [0.40337815923796466, 0.8127509846199251, 0.27140479547869356], sRGBHex: "#67cf45", inSRGB: true,
            displayP3: [0.5088413178845181, 0.8032711950960632, 0.35273853629655505]),
        Vector(
            label: "DTCG hsl example [330,100,50]", space: .hsl, components: [330.0, 100.0, 50.0],
            sRGB: [1.0, 0.0, 0.5], sRGBHex: "#ff0080", inSRGB: true,
            displayP3: [0.9174875573251657, 0.20028680774084695, 0.4977574644579829]),
        Vector(
            label: "DTCG hwb example [330,0,0]", space: .hwb, components: [330.0, 0.0, 0.0],
            sRGB: [1.0, 0.0, 0.5], sRGBHex: "#ff0080", inSRGB: true,
            displayP3: [0.9174875573251657, 0.20028680774084695, 0.4977574644579829]),
        Vector(
            label: "hsl magenta [300,100,50]", space: .hsl, components: [300.0, 100.0, 50.0],
            sRGB: [1.0, 0.0, 1.0], sRGBHex: "#ff00ff", inSRGB: true,
            displayP3: [0.9174875573251656, 0.20028680774084684, 0.9674763399107326]),
        Vector(
            label: "suite hsl-basic.json", space: .hsl, components: [180.0, 50.0, 50.0],
            sRGB: [0.25, 0.75, 0.75], sRGBHex: "#40bfbf", inSRGB: true,
            displayP3: [0.4024772315213306, 0.7398609385939918, 0.7448046404722716]),
        Vector(
            label: "suite hsl-with-none.json", space: .hsl, components: [nil, 0.0, 100.0],
            sRGB: [1.0, 0.9999999999999997, 0.9999999999999997], sRGBHex: "#ffffff", inSRGB: true,
            displayP3: [1.0, 0.9999999999999997, 0.9999999999999997]),
        Vector(
            label: "suite hwb-basic.json", space: .hwb, components: [120.0, 20.0, 30.0],
            sRGB: [0.2, 0.7, 0.2], sRGBHex: "#33b333", inSRGB: true,
            displayP3: [0.36036198847908424, 0.6902411658322205, 0.2787206166074645]),
        Vector(
            label: "hwb w+b>100 normalisation", space: .hwb, components: [0.0, 60.0, 60.0],
            sRGB: [0.5, 0.5, 0.5], sRGBHex: "#808080", inSRGB: true,
            displayP3: [0.49999999999999994, 0.5, 0.5]),
        Vector(
            label: "CSS4 ex hsl(38.824 100% 50%)", space: .hsl, components: [38.824, 100.0, 50.0],
            sRGB: [1.0, 0.6470666666666665, 0.0], sRGBHex: "#ffa500", inSRGB: true,
            displayP3: [0.9496513618905696, 0.6629117472959088, 0.232972558762004]),
        Vector(
            label: "DTCG/suite lab hot pink", space: .lab, components: [60.17, 93.54, -60.5],
            sRGB: [1.0, 3.807658290316873e-05, 1.0], sRGBHex: "#ff00ff", inSRGB: true,
            displayP3: [0.9175037949241073, 0.2003001325486755, 0.9674830739063286]),
        Vector(
            label: "DTCG/suite lch hot pink", space: .lch, components: [60.17, 111.4, 327.11],
            sRGB: [1.0, 0.0, 0.9999601292155199], sRGBHex: "#ff00ff", inSRGB: false,
            displayP3: [0.9175392662444559, 0.20024938462463204, 0.9674388878795598]),
        Vector(
            label: "DTCG/suite oklab hot pink", space: .oklab, components: [0.701, 0.2746, -0.169],
            sRGB: [0.999167319881957, 0.0, 0.9987135116661753], sRGBHex: "#ff00ff", inSRGB: false,
            displayP3: [0.9166882054709671, 0.19895562350965834, 0.9662255192686925]),
        Vector(
            label: "DTCG/suite oklch hot pink", space: .oklch, components: [0.7016, 0.3225, 328.363],
            sRGB: [0.9999006415272366, 0.0, 0.9999135841764223], sRGBHex: "#ff00ff", inSRGB: false,
            displayP3: [0.9173914911588598, 0.20010406548720594, 0.9673906546146841]),
        Vector(
            label: "oklch out of sRGB (postcss ex)", space: .oklch, components: [0.2, 0.234, 0.39],
            sRGB: [0.2071646335692398, 0.0, 0.07771235577240296], sRGBHex: "#350014", inSRGB: false,
            displayP3: [0.1944459659530247, 0.0, 0.07525226954182429]),
        Vector(
            label: "oklch vivid blue-violet", space: .oklch, components: [0.5, 0.35, 270.0],
            sRGB: [0.20576912717634604, 0.14661311250739634, 1.0], sRGBHex: "#3425ff", inSRGB: false,
            displayP3: [0.19130702208558095, 0.05876753826556686, 1.0]),
        Vector(
            label: "lab out of sRGB", space: .lab, components: [50.0, 100.0, -100.0],
            sRGB: [0.7426940379328705, 0.17553506933355403, 1.0], sRGBHex: "#bd2dff", inSRGB: false,
            displayP3: [0.6947744404081775, 0.15508436843422516, 1.0]),
        Vector(
            label: "lch with none hue", space: .lch, components: [50.0, 30.0, nil],
            sRGB: [0.46632660928353703, 0.46632660928353725, 0.46632660928353725], sRGBHex: "#777777", inSRGB: true,
            displayP3: [0.46632660928353714, 0.46632660928353725, 0.46632660928353725]),
        Vector(
            label: "DTCG/suite xyz-d65 hot pink", space: .xyzD65, components: [0.5929, 0.2848, 0.9699],
            sRGB: [1.0, 0.0, 1.0], sRGBHex: "#ff00ff", inSRGB: false,
            displayP3: [0.9175294853923556, 0.20003700363810067, 0.9674941767573358]),
        Vector(
            label: "DTCG/suite xyz-d50 hot pink", space: .xyzD50, components: [0.5791, 0.2831, 0.728],
            sRGB: [0.9999534034892811, 0.00022694749438706362, 0.9999855290805871], sRGBHex: "#ff00ff", inSRGB: true,
            displayP3: [0.9174461416849319, 0.20032994747069777, 0.9674623258147096]),
        Vector(
            label: "DTCG a98-rgb example [1,0,1]", space: .a98RGB, components: [1.0, 0.0, 1.0],
            sRGB: [1.0, 0.4101063707857665, 0.9298378870336564], sRGBHex: "#ff69ed", inSRGB: false,
            displayP3: [1.0, 0.3142425027595025, 0.9667155129731796]),
        Vector(
            label: "suite a98-rgb.json", space: .a98RGB, components: [0.8, 0.2, 0.6],
            sRGB: [0.9282474732516641, 0.18641123898123135, 0.6162793852677345], sRGBHex: "#ed309d", inSRGB: true,
            displayP3: [0.8541429305630688, 0.2626676501410234, 0.6047960998191283]),
        Vector(
            label: "DTCG prophoto example [1,0,1]", space: .prophotoRGB, components: [1.0, 0.0, 1.0],
            sRGB: [1.0, 0.2652332423089785, 0.8944360769814786], sRGBHex: "#ff44e4", inSRGB: false,
            displayP3: [1.0, 0.0, 0.9324118520976197]),
        Vector(
            label: "suite prophoto-rgb.json", space: .prophotoRGB, components: [0.7, 0.3, 0.9],
            sRGB: [0.8721819405108875, 0.1437865090944276, 0.9727225013012865], sRGBHex: "#de25f8", inSRGB: true,
            displayP3: [0.8015717876950372, 0.2264527938616469, 0.9399939147384685]),
        Vector(
            label: "suite srgb-linear.json", space: .srgbLinear, components: [0.5, 0.5, 0.5],
            sRGB: [0.7353569830524495, 0.7353569830524495, 0.7353569830524495], sRGBHex: "#bcbcbc", inSRGB: true,
            displayP3: [0.7353569830524495, 0.7353569830524493, 0.7353569830524495]),
        Vector(
            label: "suite srgb-basic.json", space: .srgb, components: [1.0, 0.0, 0.5],
            sRGB: [1.0, 0.0, 0.5], sRGBHex: "#ff0080", inSRGB: true,
            displayP3: [0.9174875573251657, 0.20028680774084695, 0.4977574644579829]),
        Vector(
            label: "srgb white", space: .srgb, components: [1.0, 1.0, 1.0],
            sRGB: [1.0, 0.9999999999999997, 0.9999999999999997], sRGBHex: "#ffffff", inSRGB: true,
            displayP3: [1.0, 0.9999999999999997, 0.9999999999999997]),
        Vector(
            label: "display-p3 blue", space: .displayP3, components: [0.0, 0.0, 1.0],
            sRGB: [0.0, 2.4205637494389974e-15, 1.0], sRGBHex: "#0000ff", inSRGB: false,
            displayP3: [0.0, 0.0, 1.0]),
        Vector(
            label: "display-p3 cyan", space: .displayP3, components: [0.0, 1.0, 1.0],
            sRGB: [0.0, 0.9964471247079284, 0.9847142683228444], sRGBHex: "#00fefb", inSRGB: false,
            displayP3: [0.0, 1.0, 1.0]),
        Vector(
            label: "display-p3 magenta", space: .displayP3, components: [1.0, 0.0, 1.0],
            sRGB: [1.0, 0.16735886583008353, 0.9826421644869406], sRGBHex: "#ff2bfb", inSRGB: false,
            displayP3: [1.0, 0.0, 1.0]),
        Vector(
            label: "display-p3 [2,0,1] (L>=1 -> white)", space: .displayP3, components: [2.0, 0.0, 1.0],
            sRGB: [1.0, 0.9999999999999997, 0.9999999999999997], sRGBHex: "#ffffff", inSRGB: false,
            displayP3: [1.0, 0.9999999999999997, 0.9999999999999997]),
        Vector(
            label: "display-p3 [-1,0,0] (L<=0 -> black)", space: .displayP3, components: [-1.0, 0.0, 0.0],
            sRGB: [0.0, 0.0, 0.0], sRGBHex: "#000000", inSRGB: false,
            displayP3: [0.0, 0.0, 0.0]),
    ]
}
