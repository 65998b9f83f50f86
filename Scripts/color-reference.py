#!/usr/bin/env python3
"""
Reference implementation (plain Python, no numpy) of:
  * DTCG 2025.10 colour `$value` -> CSS Color 4 conversions
  * conversion of every DTCG colour space to gamma-encoded sRGB and Display P3
  * CSS Color 4 "Binary Search Gamut Mapping with Local MINDE" (OkLCh, deltaEOK, JND 0.02)

Numbers are taken from the CSS Color 4 sample code (w3c/csswg-drafts css-color-4/conversions.js,
the revision with rational sRGB/P3/a98/rec2020 matrices, 64-bit OKLab/ProPhoto/Bradford
matrices and powerless-hue epsilons), so results should agree with color.js / browsers
to ~1e-12 for in-gamut colours.

Usage:
  python3 color_reference.py                 # print the worked test vectors (markdown table)
  python3 color_reference.py --json          # same vectors as JSON (for generating Swift test expectations)
  python3 color_reference.py --suite DIR     # convert every positive colour fixture under DIR
  python3 color_reference.py --check         # compare against published values (color.js tests, CSS Color 4 examples)
  python3 color_reference.py --rec2020 bt2020   # use the legacy BT.2020 piecewise curve instead of gamma 2.4
  python3 color_reference.py SPACE c1 c2 c3  # one-off, e.g.  display-p3 1 0 0   /  hsl none 0 100

Conventions: components are given exactly as in DTCG JSON (hsl/hwb S,L,W,B in 0..100, lab L in 0..100,
oklab/oklch L in 0..1, hue in degrees); the string "none" (or None) marks a missing component.
"""
import json
import math
import os
import sys

# ---------------------------------------------------------------------------------------------
# configuration
# ---------------------------------------------------------------------------------------------
# CSS Color 4 changed the rec2020 transfer function in 2025 (csswg-drafts issue #12574,
# resolved 2025-08-19, ED now says "gamma 2.40, from BT.1886").  Older CRDs / older
# color.js / current browsers use the BT.2020 OETF-inverse piecewise curve.
REC2020_TRANSFER = "gamma2.4"   # or "bt2020"

# Gamut-mapping constants (CSS Color 4 section "Binary Search Gamut Mapping with Local MINDE")
JND = 0.02
GM_EPSILON = 0.0001
# Tolerance used by inGamut().  The spec does not give one; color.js uses 0.000075.
IN_GAMUT_EPSILON = 0.000075

# How a *missing* (none) hue of LCH / OkLCh becomes rectangular.
#   "spec":   CSS Color 4 s.9.x "If H is missing, a = b = 0"   (default)
#   "zero":   treat the missing hue as 0deg (what color.js does: a = C, b = 0)
LCH_NONE_HUE = "spec"

# ---------------------------------------------------------------------------------------------
# white points (4-figure CIE x,y chromaticities, as in the CSS sample code)
# ---------------------------------------------------------------------------------------------
D50 = [0.3457 / 0.3585, 1.00000, (1.0 - 0.3457 - 0.3585) / 0.3585]
D65 = [0.3127 / 0.3290, 1.00000, (1.0 - 0.3127 - 0.3290) / 0.3290]


def mat_vec(m, v):
    return [m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2] for i in range(3)]


def cbrt(x):
    # sign-matched cube root (JS Math.cbrt); Swift: Foundation.cbrt(Double)
    return math.copysign(abs(x) ** (1.0 / 3.0), x) if x != 0 else 0.0

# ---------------------------------------------------------------------------------------------
# matrices (linear RGB <-> XYZ with the space's own white; no adaptation)
# ---------------------------------------------------------------------------------------------
SRGB_TO_XYZ = [
    [506752 / 1228815, 87881 / 245763, 12673 / 70218],
    [87098 / 409605, 175762 / 245763, 12673 / 175545],
    [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
]
XYZ_TO_SRGB = [
    [12831 / 3959, -329 / 214, -1974 / 3959],
    [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
    [705 / 12673, -2585 / 12673, 705 / 667],
]
P3_TO_XYZ = [
    [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
    [35783 / 156275, 247089 / 357200, 198249 / 2500400],
    [0 / 1, 32229 / 714400, 5220557 / 5000800],
]
XYZ_TO_P3 = [
    [446124 / 178915, -333277 / 357830, -72051 / 178915],
    [-14852 / 17905, 63121 / 35810, 423 / 17905],
    [11844 / 330415, -50337 / 660830, 316169 / 330415],
]
A98_TO_XYZ = [
    [573536 / 994567, 263643 / 1420810, 187206 / 994567],
    [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
    [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835],
]
XYZ_TO_A98 = [
    [1829569 / 896150, -506331 / 896150, -308931 / 896150],
    [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
    [16779 / 1248040, -147721 / 1248040, 1266979 / 1248040],
]
REC2020_TO_XYZ = [
    [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
    [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
    [0 / 1, 19567812 / 697040785, 295819943 / 278816314],
]
XYZ_TO_REC2020 = [
    [30757411 / 17917100, -6372589 / 17917100, -4539589 / 17917100],
    [-19765991 / 29648200, 47925759 / 29648200, 467509 / 29648200],
    [792561 / 44930125, -1921689 / 44930125, 42328811 / 44930125],
]
# ProPhoto is D50-relative; cannot be expressed in rational form (csswg-drafts #7675)
PROPHOTO_TO_XYZ_D50 = [
    [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
    [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
    [0.00000000000000000, 0.00000000000000000, 0.82510460251046020],
]
XYZ_D50_TO_PROPHOTO = [
    [1.34578688164715830, -0.25557208737979464, -0.05110186497554526],
    [-0.54463070512490190, 1.50824774284514680, 0.02052744743642139],
    [0.00000000000000000, 0.00000000000000000, 1.21196754563894520],
]
# Bradford chromatic adaptation
D65_TO_D50 = [
    [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
    [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
    [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
]
D50_TO_D65 = [
    [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
    [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
    [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
]
# OKLab (XYZ-D65 based, 64-bit recalculation, color.js PR 357)
XYZ_TO_LMS = [
    [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
    [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
    [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
]
LMS_TO_OKLAB = [
    [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
    [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
    [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
]
LMS_TO_XYZ = [
    [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
    [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
    [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
]
OKLAB_TO_LMS = [
    [1.0000000000000000, 0.3963377773761749, 0.2158037573099136],
    [1.0000000000000000, -0.1055613458156586, -0.0638541728258133],
    [1.0000000000000000, -0.0894841775298119, -1.2914855480194092],
]

# ---------------------------------------------------------------------------------------------
# transfer functions (all "extended": odd-symmetric for negative values)
# ---------------------------------------------------------------------------------------------

def lin_srgb(c):          # also display-p3
    a = abs(c)
    if a <= 0.04045:
        return c / 12.92
    return math.copysign(((a + 0.055) / 1.055) ** 2.4, c)


def gam_srgb(c):          # also display-p3
    a = abs(c)
    if a > 0.0031308:
        return math.copysign(1.055 * a ** (1 / 2.4) - 0.055, c)
    return 12.92 * c


def lin_a98(c):
    return math.copysign(abs(c) ** (563 / 256), c)


def gam_a98(c):
    return math.copysign(abs(c) ** (256 / 563), c)


def lin_prophoto(c):
    a = abs(c)
    if a <= 16 / 512:
        return c / 16
    return math.copysign(a ** 1.8, c)


def gam_prophoto(c):
    a = abs(c)
    if a >= 1 / 512:
        return math.copysign(a ** (1 / 1.8), c)
    return 16 * c


_R2020_ALPHA = 1.09929682680944
_R2020_BETA = 0.018053968510807


def lin_2020(c):
    if REC2020_TRANSFER == "gamma2.4":
        return math.copysign(abs(c) ** 2.4, c)
    a = abs(c)
    if a < _R2020_BETA * 4.5:
        return c / 4.5
    return math.copysign(((a + _R2020_ALPHA - 1) / _R2020_ALPHA) ** (1 / 0.45), c)


def gam_2020(c):
    if REC2020_TRANSFER == "gamma2.4":
        return math.copysign(abs(c) ** (1 / 2.4), c)
    a = abs(c)
    if a > _R2020_BETA:
        return math.copysign(_R2020_ALPHA * a ** 0.45 - (_R2020_ALPHA - 1), c)
    return 4.5 * c

# ---------------------------------------------------------------------------------------------
# polar / cylindrical models
# ---------------------------------------------------------------------------------------------

def hsl_to_srgb(h, s, l):
    """CSS Color 4 hslToRgb; h degrees, s and l in 0..100 -> gamma sRGB 0..1"""
    h = h % 360.0
    if h < 0:
        h += 360.0
    s /= 100.0
    l /= 100.0

    def f(n):
        k = (n + h / 30.0) % 12.0
        a = s * min(l, 1 - l)
        return l - a * max(-1.0, min(k - 3.0, 9.0 - k, 1.0))
    return [f(0), f(8), f(4)]


def hwb_to_srgb(h, w, b):
    """CSS Color 4 hwbToRgb; w,b in 0..100. w+b >= 100 -> gray w/(w+b)"""
    w /= 100.0
    b /= 100.0
    if w + b >= 1:
        g = w / (w + b)
        return [g, g, g]
    rgb = hsl_to_srgb(h, 100.0, 50.0)
    return [c * (1 - w - b) + w for c in rgb]


def lch_to_lab(L, C, H):
    if H is None:                       # missing hue
        if LCH_NONE_HUE == "spec":
            return [L, 0.0, 0.0]
        H = 0.0
    hr = math.radians(H)
    return [L, C * math.cos(hr), C * math.sin(hr)]


def lab_to_lch(L, a, b, eps):
    C = math.hypot(a, b)
    H = math.degrees(math.atan2(b, a))
    if H < 0:
        H += 360.0
    if C <= eps:
        H = None                        # powerless -> missing
    return [L, C, H]


KAPPA = 24389 / 27   # 29^3/3^3
EPS = 216 / 24389    # 6^3/29^3


def lab_to_xyz_d50(L, a, b):
    f1 = (L + 16) / 116
    f0 = a / 500 + f1
    f2 = f1 - b / 200
    x = f0 ** 3 if f0 ** 3 > EPS else (116 * f0 - 16) / KAPPA
    y = ((L + 16) / 116) ** 3 if L > KAPPA * EPS else L / KAPPA
    z = f2 ** 3 if f2 ** 3 > EPS else (116 * f2 - 16) / KAPPA
    return [x * D50[0], y * D50[1], z * D50[2]]


def xyz_d50_to_lab(X, Y, Z):
    xyz = [X / D50[0], Y / D50[1], Z / D50[2]]
    f = [cbrt(v) if v > EPS else (KAPPA * v + 16) / 116 for v in xyz]
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]


def oklab_to_xyz_d65(L, a, b):
    lms_nl = mat_vec(OKLAB_TO_LMS, [L, a, b])
    return mat_vec(LMS_TO_XYZ, [c ** 3 for c in lms_nl])


def xyz_d65_to_oklab(X, Y, Z):
    lms = mat_vec(XYZ_TO_LMS, [X, Y, Z])
    return mat_vec(LMS_TO_OKLAB, [cbrt(c) for c in lms])

# ---------------------------------------------------------------------------------------------
# DTCG colour value -> XYZ-D65
# ---------------------------------------------------------------------------------------------
SPACES = {
    # name: (component names, hue index or None)
    "srgb": (("r", "g", "b"), None),
    "srgb-linear": (("r", "g", "b"), None),
    "hsl": (("h", "s", "l"), 0),
    "hwb": (("h", "w", "b"), 0),
    "lab": (("l", "a", "b"), None),
    "lch": (("l", "c", "h"), 2),
    "oklab": (("l", "a", "b"), None),
    "oklch": (("l", "c", "h"), 2),
    "display-p3": (("r", "g", "b"), None),
    "a98-rgb": (("r", "g", "b"), None),
    "prophoto-rgb": (("r", "g", "b"), None),
    "rec2020": (("r", "g", "b"), None),
    "xyz-d65": (("x", "y", "z"), None),
    "xyz-d50": (("x", "y", "z"), None),
}


def normalize_none(comps):
    return [None if (c is None or c == "none") else float(c) for c in comps]


def to_xyz_d65(space, comps):
    c = normalize_none(comps)
    if space in ("lch", "oklch"):
        L = 0.0 if c[0] is None else c[0]
        C = 0.0 if c[1] is None else c[1]
        lab = lch_to_lab(L, C, c[2])    # None hue handled there
        return to_xyz_d65("lab" if space == "lch" else "oklab", lab)
    c = [0.0 if v is None else v for v in c]   # every other missing component -> 0
    if space == "srgb":
        return mat_vec(SRGB_TO_XYZ, [lin_srgb(v) for v in c])
    if space == "srgb-linear":
        return mat_vec(SRGB_TO_XYZ, c)
    if space == "hsl":
        return to_xyz_d65("srgb", hsl_to_srgb(*c))
    if space == "hwb":
        return to_xyz_d65("srgb", hwb_to_srgb(*c))
    if space == "display-p3":
        return mat_vec(P3_TO_XYZ, [lin_srgb(v) for v in c])
    if space == "a98-rgb":
        return mat_vec(A98_TO_XYZ, [lin_a98(v) for v in c])
    if space == "prophoto-rgb":
        return mat_vec(D50_TO_D65, mat_vec(PROPHOTO_TO_XYZ_D50, [lin_prophoto(v) for v in c]))
    if space == "rec2020":
        return mat_vec(REC2020_TO_XYZ, [lin_2020(v) for v in c])
    if space == "xyz-d65":
        return list(c)
    if space == "xyz-d50":
        return mat_vec(D50_TO_D65, c)
    if space == "lab":
        return mat_vec(D50_TO_D65, lab_to_xyz_d50(*c))
    if space == "oklab":
        return oklab_to_xyz_d65(*c)
    raise ValueError("unknown colorSpace %r" % space)


def from_xyz_d65(space, xyz):
    """XYZ-D65 -> destination (unclipped). Only what the digest needs + a few extras."""
    if space == "srgb":
        return [gam_srgb(v) for v in mat_vec(XYZ_TO_SRGB, xyz)]
    if space == "srgb-linear":
        return mat_vec(XYZ_TO_SRGB, xyz)
    if space == "display-p3":
        return [gam_srgb(v) for v in mat_vec(XYZ_TO_P3, xyz)]
    if space == "a98-rgb":
        return [gam_a98(v) for v in mat_vec(XYZ_TO_A98, xyz)]
    if space == "rec2020":
        return [gam_2020(v) for v in mat_vec(XYZ_TO_REC2020, xyz)]
    if space == "prophoto-rgb":
        return [gam_prophoto(v) for v in mat_vec(XYZ_D50_TO_PROPHOTO, mat_vec(D65_TO_D50, xyz))]
    if space == "xyz-d65":
        return list(xyz)
    if space == "xyz-d50":
        return mat_vec(D65_TO_D50, xyz)
    if space == "lab":
        return xyz_d50_to_lab(*mat_vec(D65_TO_D50, xyz))
    if space == "lch":
        return lab_to_lch(*from_xyz_d65("lab", xyz), eps=0.0015)
    if space == "oklab":
        return xyz_d65_to_oklab(*xyz)
    if space == "oklch":
        return lab_to_lch(*xyz_d65_to_oklab(*xyz), eps=0.000004)
    raise ValueError("unsupported destination %r" % space)


SRGB_FAMILY = ("srgb", "hsl", "hwb", "srgb-linear")


def srgb_direct(space, comps):
    """sRGB-family -> gamma sRGB without going through XYZ (exact for hsl/hwb/srgb)."""
    c = [0.0 if v is None else v for v in normalize_none(comps)]
    if space == "srgb":
        return list(c)
    if space == "hsl":
        return hsl_to_srgb(*c)
    if space == "hwb":
        return hwb_to_srgb(*c)
    if space == "srgb-linear":
        return [gam_srgb(v) for v in c]
    raise ValueError(space)


def convert(space, comps, dest):
    if dest == "srgb" and space in SRGB_FAMILY:
        return srgb_direct(space, comps)
    if dest == space and space in ("display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50", "lab", "oklab"):
        return [0.0 if v is None else v for v in normalize_none(comps)]
    return from_xyz_d65(dest, to_xyz_d65(space, comps))

# ---------------------------------------------------------------------------------------------
# gamut mapping (RGB destinations with [0,1] reference range: srgb, display-p3, ...)
# ---------------------------------------------------------------------------------------------

def in_gamut(rgb, eps=None):
    e = IN_GAMUT_EPSILON if eps is None else eps
    return all(-e <= v <= 1 + e for v in rgb)


def clip(rgb):
    return [min(1.0, max(0.0, v)) for v in rgb]


def delta_eok(lab1, lab2):
    return math.sqrt(sum((x - y) ** 2 for x, y in zip(lab1, lab2)))


def oklch_to_dest(lch, dest):
    return from_xyz_d65(dest, to_xyz_d65("oklch", lch))


def dest_to_oklab(rgb, dest):
    return from_xyz_d65("oklab", to_xyz_d65(dest, rgb))


def gamut_map(space, comps, dest="srgb", stats=None):
    """CSS Color 4 'Binary Search Gamut Mapping with Local MINDE'. Returns destination coords in [0,1]
    (the final clamp of the in-gamut early-return is included so callers always get [0,1])."""
    # 1. (destination is an RGB space, so it has gamut limits)
    # 2. origin -> OkLCh
    origin = from_xyz_d65("oklch", to_xyz_d65(space, comps))
    L, C, H = origin
    # 3./4. lightness outside (0,1) -> white / black
    if L >= 1.0:
        return clip(convert("oklab", [1, 0, 0], dest))
    if L <= 0.0:
        return clip(convert("oklab", [0, 0, 0], dest))
    # 5./6. already in gamut?  (check the direct conversion; avoids OkLCh round-trip noise)
    direct = convert(space, comps, dest)
    if in_gamut(direct):
        return clip(direct)
    # 7.-9.
    current = [L, C, H]
    clipped = clip(oklch_to_dest(current, dest))
    E = delta_eok(dest_to_oklab(clipped, dest), to_oklab_from_oklch(current))
    if E < JND:
        if stats is not None:
            stats["path"] = "clip (E<JND)"
        return clipped
    lo, hi = 0.0, C
    min_in_gamut = True
    it = 0
    while hi - lo > GM_EPSILON:
        it += 1
        chroma = (lo + hi) / 2.0
        current[1] = chroma
        if min_in_gamut and in_gamut(oklch_to_dest(current, dest), 0.0):
            lo = chroma
            continue
        clipped = clip(oklch_to_dest(current, dest))
        E = delta_eok(dest_to_oklab(clipped, dest), to_oklab_from_oklch(current))
        if E < JND:
            if JND - E < GM_EPSILON:
                if stats is not None:
                    stats.update(path="binary search (early exit)", iterations=it, chroma=chroma)
                return clipped
            min_in_gamut = False
            lo = chroma
        else:
            hi = chroma
    if stats is not None:
        stats.update(path="binary search", iterations=it, chroma=current[1])
    return clipped


def pure_chroma_reduction(space, comps, dest="srgb"):
    """NOT the CSS algorithm: exact-boundary OkLCh chroma reduction (no local-MINDE clip/JND step).
    Reproduces older tools (e.g. the @csstools/postcss-gamut-mapping README examples)."""
    L, C, H = from_xyz_d65("oklch", to_xyz_d65(space, comps))
    if L >= 1.0:
        return clip(convert("oklab", [1, 0, 0], dest))
    if L <= 0.0:
        return clip(convert("oklab", [0, 0, 0], dest))
    lo, hi = 0.0, C
    while hi - lo > 1e-9:
        m = (lo + hi) / 2
        if in_gamut(oklch_to_dest([L, m, H], dest), 0.0):
            lo = m
        else:
            hi = m
    return clip(oklch_to_dest([L, lo, H], dest))


def to_oklab_from_oklch(lch):
    return lch_to_lab(*lch)

# ---------------------------------------------------------------------------------------------
# output helpers
# ---------------------------------------------------------------------------------------------

def to_8bit(v):
    # CSS-style rounding: round half up (JS Math.round), after clamping to [0,1]
    return int(math.floor(min(1.0, max(0.0, v)) * 255 + 0.5))


def to_hex(rgb):
    return "#" + "".join("%02x" % to_8bit(v) for v in rgb)


def fmt(v, n=6):
    return "[" + ", ".join(("%.*f" % (n, x)) if x is not None else "none" for x in v) + "]"


def describe(space, comps):
    raw = convert(space, comps, "srgb")
    mapped = gamut_map(space, comps, "srgb")
    p3raw = convert(space, comps, "display-p3")
    p3 = gamut_map(space, comps, "display-p3")
    oklch = from_xyz_d65("oklch", to_xyz_d65(space, comps))
    return {
        "colorSpace": space,
        "components": ["none" if c in (None, "none") else c for c in comps],
        "oklch": oklch,
        "srgb_unclipped": raw,
        "srgb_in_gamut": in_gamut(raw),
        "srgb_clipped_hex": to_hex(clip(raw)),
        "srgb_mapped": mapped,
        "srgb_mapped_hex": to_hex(mapped),
        "p3_unclipped": p3raw,
        "p3_mapped": p3,
        "p3_mapped_hex": to_hex(p3),
    }


VECTORS = [
    # (label, space, components)
    ("display-p3 red (out of sRGB)", "display-p3", [1, 0, 0]),
    ("display-p3 green (out of sRGB)", "display-p3", [0, 1, 0]),
    ("display-p3 yellow (out of sRGB)", "display-p3", [1, 1, 0]),
    ("suite display-p3.json", "display-p3", [1, 0.5, 0]),
    ("rec2020 green", "rec2020", [0, 1, 0]),
    ("suite rec2020.json", "rec2020", [0.6, 0.8, 0.4]),
    ("DTCG hsl example [330,100,50]", "hsl", [330, 100, 50]),
    ("DTCG hwb example [330,0,0]", "hwb", [330, 0, 0]),
    ("hsl magenta [300,100,50]", "hsl", [300, 100, 50]),
    ("suite hsl-basic.json", "hsl", [180, 50, 50]),
    ("suite hsl-with-none.json", "hsl", ["none", 0, 100]),
    ("suite hwb-basic.json", "hwb", [120, 20, 30]),
    ("hwb w+b>100 normalisation", "hwb", [0, 60, 60]),
    ("CSS4 ex hsl(38.824 100% 50%)", "hsl", [38.824, 100, 50]),
    ("DTCG/suite lab hot pink", "lab", [60.17, 93.54, -60.5]),
    ("DTCG/suite lch hot pink", "lch", [60.17, 111.4, 327.11]),
    ("DTCG/suite oklab hot pink", "oklab", [0.701, 0.2746, -0.169]),
    ("DTCG/suite oklch hot pink", "oklch", [0.7016, 0.3225, 328.363]),
    ("oklch out of sRGB (postcss ex)", "oklch", [0.2, 0.234, 0.39]),
    ("oklch vivid blue-violet", "oklch", [0.5, 0.35, 270]),
    ("lab out of sRGB", "lab", [50, 100, -100]),
    ("lch with none hue", "lch", [50, 30, "none"]),
    ("DTCG/suite xyz-d65 hot pink", "xyz-d65", [0.5929, 0.2848, 0.9699]),
    ("DTCG/suite xyz-d50 hot pink", "xyz-d50", [0.5791, 0.2831, 0.728]),
    ("DTCG a98-rgb example [1,0,1]", "a98-rgb", [1, 0, 1]),
    ("suite a98-rgb.json", "a98-rgb", [0.8, 0.2, 0.6]),
    ("DTCG prophoto example [1,0,1]", "prophoto-rgb", [1, 0, 1]),
    ("suite prophoto-rgb.json", "prophoto-rgb", [0.7, 0.3, 0.9]),
    ("suite srgb-linear.json", "srgb-linear", [0.5, 0.5, 0.5]),
    ("suite srgb-basic.json", "srgb", [1, 0, 0.5]),
    ("srgb white", "srgb", [1, 1, 1]),
    ("display-p3 blue", "display-p3", [0, 0, 1]),
    ("display-p3 cyan", "display-p3", [0, 1, 1]),
    ("display-p3 magenta", "display-p3", [1, 0, 1]),
    ("display-p3 [2,0,1] (L>=1 -> white)", "display-p3", [2, 0, 1]),
    ("display-p3 [-1,0,0] (L<=0 -> black)", "display-p3", [-1, 0, 0]),
]

# Published values to cross-check against: (what, space, comps, dest, mode, expected, tol, source)
#   mode "raw" = plain conversion (no gamut mapping), "gm" = CSS gamut mapping
CROSSCHECKS = [
    ("p3 red -> sRGB (CSS GMA)", "display-p3", [1, 0, 0], "srgb", "gm", [1.0, 0.04457, 0.045932], 1e-3, "color.js test/gamut.js"),
    ("p3 green -> sRGB (CSS GMA)", "display-p3", [0, 1, 0], "srgb", "gm", [0.0, 0.98576, 0.15974], 1e-3, "color.js test/gamut.js"),
    ("p3 blue -> sRGB (CSS GMA)", "display-p3", [0, 0, 1], "srgb", "gm", [0.0, 0.0, 1.0], 1e-3, "color.js test/gamut.js"),
    ("p3 yellow -> sRGB (CSS GMA)", "display-p3", [1, 1, 0], "srgb", "gm", [0.99623, 0.99901, 0.0], 1e-3, "color.js test/gamut.js"),
    ("p3 cyan -> sRGB (CSS GMA)", "display-p3", [0, 1, 1], "srgb", "gm", [0.0, 0.99645, 0.98471], 1e-3, "color.js test/gamut.js"),
    ("p3 magenta -> sRGB (CSS GMA)", "display-p3", [1, 0, 1], "srgb", "gm", [1.0, 0.16736, 0.98264], 1e-3, "color.js test/gamut.js"),
    ("p3 [2,0,1] -> white", "display-p3", [2, 0, 1], "srgb", "gm", [1, 1, 1], 1e-3, "color.js test/gamut.js"),
    ("p3 [-1,0,0] -> black", "display-p3", [-1, 0, 0], "srgb", "gm", [0, 0, 0], 1e-3, "color.js test/gamut.js"),
    ("p3 red -> sRGB unclipped", "display-p3", [1, 0, 0], "srgb", "raw", [1.09299, -0.226745, -0.150155], 1e-4, "color.js test/conversions.js"),
    ("p3 green -> sRGB unclipped", "display-p3", [0, 1, 0], "srgb", "raw", [-0.511567, 1.018276, -0.310711], 1e-4, "color.js test/conversions.js"),
    ("p3 blue -> sRGB unclipped", "display-p3", [0, 0, 1], "srgb", "raw", [0, 0, 1.0420216193529395], 1e-4, "color.js test/conversions.js"),
    ("p3 (0.238 0.532 0.611) -> sRGB", "display-p3", [0.238, 0.532, 0.611], "srgb", "raw", [0.019595, 0.54027, 0.621351], 1e-4, "color.js test/conversions.js"),
    ("sRGB white -> XYZ-D65", "srgb", [1, 1, 1], "xyz-d65", "raw", [0.9504559270516717, 1, 1.0890577507598784], 1e-12, "color.js test/conversions.js"),
    ("sRGB red -> OkLCh", "srgb", [1, 0, 0], "oklch", "raw", [0.6279553639214311, 0.2576833038053608, 29.23388027962784], 1e-9, "color.js test/conversions.js"),
    ("sRGB magenta -> OKLab", "srgb", [1, 0, 1], "oklab", "raw", [0.701674, 0.274566, -0.169156], 1e-6, "color.js test/conversions.js"),
    ("sRGB blue -> OkLCh", "srgb", [0, 0, 1], "oklch", "raw", [0.45201371817442365, 0.3132143886344849, 264.0520226163699], 1e-9, "color.js test/conversions.js"),
    ("rgb(50%) -> srgb-linear", "srgb", [0.5, 0.5, 0.5], "srgb-linear", "raw", [0.21404114] * 3, 1e-8, "color.js test/conversions.js"),
    ("hwb(90 30% 5%) -> sRGB", "hwb", [90, 30, 5], "srgb", "raw", [0.625, 0.95, 0.3], 1e-12, "color.js test/conversions.js"),
    ("hwb(0 40% 80%) -> sRGB (normalised)", "hwb", [0, 40, 80], "srgb", "raw", [1 / 3] * 3, 1e-7, "color.js test/conversions.js"),
    ("hwb(-270 30% 5%) (hue wraps)", "hwb", [-270, 30, 5], "srgb", "raw", [0.625, 0.95, 0.3], 1e-12, "color.js test/conversions.js"),
    ("hsl(38.824 100% 50%) -> rgb(255 165 0)", "hsl", [38.824, 100, 50], "srgb", "raw", [1, 165 / 255, 0], 2e-5, "CSS Color 4 ex-hsl-computed"),
    ("lab(29.2345% 39.3825 20.0664)", "lab", [29.2345, 39.3825, 20.0664], "srgb", "raw", [0.4906, 0.1387, 0.159], 1e-4, "CSS Color 4 ex-lab-samples"),
    ("lab(52.2345 40.1645 59.9971)", "lab", [52.2345, 40.1645, 59.9971], "srgb", "raw", [0.7761, 0.3634, 0.0245], 1e-4, "CSS Color 4 ex-lab-samples"),
    ("lab(67.5345 -8.6911 -41.6019)", "lab", [67.5345, -8.6911, -41.6019], "srgb", "raw", [0.3829, 0.6727, 0.9385], 1e-4, "CSS Color 4 ex-lab-samples"),
    ("lch(52.2345% 72.2 56.2)", "lch", [52.2345, 72.2, 56.2], "srgb", "raw", [0.7761, 0.3634, 0.0245], 1e-4, "CSS Color 4 ex-lch-samples"),
    ("lch(62.2345% 59.2 126.2)", "lch", [62.2345, 59.2, 126.2], "srgb", "raw", [0.4073, 0.6512, 0.2235], 1e-4, "CSS Color 4 ex-lch-samples"),
    ("oklab(40.101% 0.1147 0.0453)", "oklab", [0.40101, 0.1147, 0.0453], "srgb", "raw", [0.4906, 0.1387, 0.159], 1e-3, "CSS Color 4 ex-oklab-samples"),
    ("oklch(59.686% 0.15619 49.7694)", "oklch", [0.59686, 0.15619, 49.7694], "srgb", "raw", [0.7761, 0.3634, 0.0245], 1e-3, "CSS Color 4 ex-oklch-samples"),
    ("oklch(72.322% 0.12403 247.996)", "oklch", [0.72322, 0.12403, 247.996], "srgb", "raw", [0.3829, 0.6727, 0.9385], 1e-3, "CSS Color 4 ex-oklch-samples"),
    ("oklch(0.6 0.24 30) red", "oklch", [0.6, 0.24, 30], "srgb", "raw", [0.9322, 0.0798, 0.00485], 1e-3, "CSS Color 4 ex-shorter"),
    ("#7654CD -> lab", "srgb", [0x76 / 255, 0x54 / 255, 0xCD / 255], "lab", "raw", [44.36, 36.05, -58.99], 5e-3, "CSS Color 4 ex-xyz"),
    ("#7654CD -> xyz-d50", "srgb", [0x76 / 255, 0x54 / 255, 0xCD / 255], "xyz-d50", "raw", [0.2005, 0.14089, 0.4472], 2e-4, "CSS Color 4 ex-xyz"),
    ("#7654CD -> xyz-d65", "srgb", [0x76 / 255, 0x54 / 255, 0xCD / 255], "xyz-d65", "raw", [0.21661, 0.14602, 0.59452], 2e-4, "CSS Color 4 ex-xyz"),
    ("xyz-d50 white", "xyz-d50", [0.9643, 1, 0.8251], "srgb", "raw", [1, 1, 1], 1e-3, "CSS Color 4 ex-xyz-white"),
    ("srgb-linear 0.435 0.017 0.055", "srgb-linear", [0.435, 0.017, 0.055], "srgb", "raw", [0.691, 0.139, 0.259], 2e-3, "CSS Color 4 srgb-linear-swatches"),
    ("leaf lch(51.2345% 21.2 130) -> sRGB", "lch", [51.2345, 21.2, 130], "srgb", "raw", [0.41587, 0.50367, 0.36664], 1e-4, "CSS Color 4 ex-leaf-spectro"),
    ("leaf -> display-p3", "lch", [51.2345, 21.2, 130], "display-p3", "raw", [0.43313, 0.50108, 0.3795], 1e-4, "CSS Color 4 ex-leaf-spectro"),
    ("leaf -> a98-rgb", "lch", [51.2345, 21.2, 130], "a98-rgb", "raw", [0.44091, 0.49971, 0.37408], 1e-4, "CSS Color 4 ex-leaf-spectro"),
    ("leaf -> prophoto-rgb", "lch", [51.2345, 21.2, 130], "prophoto-rgb", "raw", [0.36589, 0.41717, 0.31333], 1e-4, "CSS Color 4 ex-leaf-spectro"),
    ("leaf -> rec2020 (spec text 0.6295 0.9657 0.3633 is WRONG for either curve)", "lch", [51.2345, 21.2, 130], "rec2020", "raw", [0.6295, 0.9657, 0.3633], 1e-3, "CSS Color 4 ex-leaf-spectro"),
    ("rec2020 lime -> lch", "rec2020", [0.42053, 0.97978, 0.00579], "lch", "raw", [85.9017, 166.116, 138.207], 1e-2, "CSS Color 4 ex-2020-oog-p3"),
    ("rec2020 lime -> display-p3", "rec2020", [0.42053, 0.97978, 0.00579], "display-p3", "raw", [-0.350289, 1.00707, -0.144209], 1e-4, "CSS Color 4 ex-2020-oog-p3"),
    ("p3 yellow oklch", "display-p3", [1, 1, 0], "oklch", "raw", [0.96476, 0.24503, 110.23], 1e-3, "CSS Color 4 (source comment)"),
    ("p3 (0.84 0.19 0.72) -> lab", "display-p3", [0.84, 0.19, 0.72], "lab", "raw", [53.503, 82.672, -33.901], 2e-2, "CSS Color 4 ex-premultiplied-lab"),
    ("p3 (0.84 0.19 0.72) -> sRGB", "display-p3", [0.84, 0.19, 0.72], "srgb", "raw", [0.9156, 0.0387, 0.7409], 2e-4, "CSS Color 4 ex-premultiplied-lab"),
    ("postcss README: oklch(20% 0.234 0.39) -> rgb(48 0 20) [pure chroma reduction]", "oklch", [0.2, 0.234, 0.39], "srgb", "pure", [48 / 255, 0, 20 / 255], 3e-3, "@csstools/postcss-gamut-mapping README (older pure chroma-reduction GMA)"),
    ("postcss README: p3 green -> rgb(0 247 79) [pure chroma reduction]", "display-p3", [0, 1, 0], "srgb", "pure", [0, 247 / 255, 79 / 255], 3e-3, "@csstools/postcss-gamut-mapping README (older pure chroma-reduction GMA)"),
]


def run_crosschecks():
    print("rec2020 transfer = %s" % REC2020_TRANSFER)
    print("| check | ours | published | max abs diff | ok? | source |")
    print("|---|---|---|---|---|---|")
    for what, sp, comps, dest, mode, exp, tol, source in CROSSCHECKS:
        if mode == "gm":
            got = gamut_map(sp, comps, dest)
        elif mode == "pure":
            got = pure_chroma_reduction(sp, comps, dest)
        else:
            got = convert(sp, comps, dest)
        diff = max(abs(a - b) for a, b in zip(got, exp) if a is not None and b is not None)
        print("| %s | %s | %s | %.2g | %s | %s |" % (what, fmt(got, 5), fmt(exp, 5), diff, "yes" if diff <= tol else "**NO**", source))


def print_table():
    print("rec2020 transfer = %s, LCH none hue = %s, inGamut eps = %g" % (REC2020_TRANSFER, LCH_NONE_HUE, IN_GAMUT_EPSILON))
    print("| # | input | OkLCh | sRGB unclipped | in sRGB? | sRGB gamut-mapped (0..1) | hex mapped | hex clipped | P3 gamut-mapped | P3 hex |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for i, (label, sp, comps) in enumerate(VECTORS, 1):
        d = describe(sp, comps)
        print("| %d | %s `%s %s` | %s | %s | %s | %s | `%s` | `%s` | %s | `%s` |" % (
            i, label, sp, json.dumps(d["components"]), fmt(d["oklch"], 5), fmt(d["srgb_unclipped"], 5),
            "yes" if d["srgb_in_gamut"] else "NO", fmt(d["srgb_mapped"], 6), d["srgb_mapped_hex"],
            d["srgb_clipped_hex"], fmt(d["p3_mapped"], 6), d["p3_mapped_hex"]))


def run_suite(root):
    for dirpath, _, files in os.walk(root):
        for fn in sorted(files):
            if not fn.endswith(".json"):
                continue
            doc = json.load(open(os.path.join(dirpath, fn)))
            for k, v in doc.items():
                if isinstance(v, dict) and v.get("$type") == "color":
                    val = v["$value"]
                    d = describe(val["colorSpace"], val["components"])
                    print("%-28s %-13s %-28s srgb=%s mapped=%s p3=%s alpha=%s" % (
                        fn, val["colorSpace"], json.dumps(val["components"]), fmt(d["srgb_unclipped"], 4),
                        d["srgb_mapped_hex"], d["p3_mapped_hex"], val.get("alpha", 1)))


if __name__ == "__main__":
    args = sys.argv[1:]
    if "--rec2020" in args:
        i = args.index("--rec2020")
        REC2020_TRANSFER = {"bt2020": "bt2020", "gamma2.4": "gamma2.4"}[args[i + 1]]
        del args[i:i + 2]
    if "--lch-none" in args:
        i = args.index("--lch-none")
        LCH_NONE_HUE = args[i + 1]
        del args[i:i + 2]
    if not args:
        print_table()
    elif args[0] == "--json":
        out = []
        for label, sp, comps in VECTORS:
            d = describe(sp, comps)
            d["label"] = label
            out.append(d)
        print(json.dumps(out, indent=1))
    elif args[0] == "--check":
        run_crosschecks()
    elif args[0] == "--suite":
        run_suite(args[1])
    else:
        sp = args[0]
        comps = [c if c == "none" else float(c) for c in args[1:4]]
        st = {}
        d = describe(sp, comps)
        gamut_map(sp, comps, "srgb", st)
        for k, v in d.items():
            print("%-18s %s" % (k, v))
        print("%-18s %s" % ("gm stats", st))
