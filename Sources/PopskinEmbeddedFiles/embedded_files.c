// The files the popskin binary carries, embedded at compile time with C23's #embed (clang 19 and later: Swift 6.1's
// toolchain, Xcode 16.3): no copy in the repository, nothing generated, and clang's dependency file names each one,
// so an edit recompiles this file. EmbeddedFilesTests fails when a runtime source or a template is missing here.
#pragma clang diagnostic ignored "-Wc23-extensions"

#include "PopskinEmbeddedFiles.h"

// Paths are relative to this file, as #include's are.
static const unsigned char runtime_ArrowFillet[] = {
#embed "../../Sources/PopskinRuntime/ArrowFillet.swift"
};
static const unsigned char runtime_CombinedArt[] = {
#embed "../../Sources/PopskinRuntime/CombinedArt.swift"
};
static const unsigned char runtime_CombinedLayout[] = {
#embed "../../Sources/PopskinRuntime/CombinedLayout.swift"
};
static const unsigned char runtime_ImageSlots[] = {
#embed "../../Sources/PopskinRuntime/ImageSlots.swift"
};
static const unsigned char runtime_PopoverArt[] = {
#embed "../../Sources/PopskinRuntime/PopoverArt.swift"
};
static const unsigned char runtime_PopoverArtLayout[] = {
#embed "../../Sources/PopskinRuntime/PopoverArtLayout.swift"
};
static const unsigned char runtime_PopoverGlassView[] = {
#embed "../../Sources/PopskinRuntime/PopoverGlassView.swift"
};
static const unsigned char runtime_PopoverLayers[] = {
#embed "../../Sources/PopskinRuntime/PopoverLayers.swift"
};
static const unsigned char runtime_PopoverMaterialView[] = {
#embed "../../Sources/PopskinRuntime/PopoverMaterialView.swift"
};
static const unsigned char runtime_PopoverLayout[] = {
#embed "../../Sources/PopskinRuntime/PopoverLayout.swift"
};
static const unsigned char runtime_PopoverOutline[] = {
#embed "../../Sources/PopskinRuntime/PopoverOutline.swift"
};
static const unsigned char runtime_PopoverPaintGeometry[] = {
#embed "../../Sources/PopskinRuntime/PopoverPaintGeometry.swift"
};
static const unsigned char runtime_PopoverShapeView[] = {
#embed "../../Sources/PopskinRuntime/PopoverShapeView.swift"
};
static const unsigned char runtime_PopoverSkin_Colors[] = {
#embed "../../Sources/PopskinRuntime/PopoverSkin+Colors.swift"
};
static const unsigned char runtime_PopoverSkin[] = {
#embed "../../Sources/PopskinRuntime/PopoverSkin.swift"
};
static const unsigned char runtime_PopskinPopoverBackgroundView[] = {
#embed "../../Sources/PopskinRuntime/PopskinPopoverBackgroundView.swift"
};
static const unsigned char runtime_PopskinBackground[] = {
#embed "../../Sources/PopskinRuntime/PopskinBackground.swift"
};
static const unsigned char runtime_PopskinBackground_Modifier[] = {
#embed "../../Sources/PopskinRuntime/PopskinBackground+Modifier.swift"
};
static const unsigned char runtime_PopskinBackground_UIKit[] = {
#embed "../../Sources/PopskinRuntime/PopskinBackground+UIKit.swift"
};
static const unsigned char runtime_PopskinPopover_Modifier[] = {
#embed "../../Sources/PopskinRuntime/PopskinPopover+Modifier.swift"
};
static const unsigned char runtime_PopskinPopoverPresenter[] = {
#embed "../../Sources/PopskinRuntime/PopskinPopoverPresenter.swift"
};
static const unsigned char runtime_PopskinPopoverShape[] = {
#embed "../../Sources/PopskinRuntime/PopskinPopoverShape.swift"
};
static const unsigned char runtime_SkinMaterial[] = {
#embed "../../Sources/PopskinRuntime/SkinMaterial.swift"
};
static const unsigned char runtime_SkinAppearance[] = {
#embed "../../Sources/PopskinRuntime/SkinAppearance.swift"
};
static const unsigned char templates_qmui_apply[] = {
#embed "../../templates/qmui/apply.swift.mustache"
};
static const unsigned char templates_swift_classes[] = {
#embed "../../templates/swift/classes.swift.mustache"
};
static const unsigned char templates_swift_registry[] = {
#embed "../../templates/swift/registry.swift.mustache"
};
static const unsigned char templates_swift_swiftui[] = {
#embed "../../templates/swift/swiftui.swift.mustache"
};
static const unsigned char templates_swift_view[] = {
#embed "../../templates/swift/view.swift.mustache"
};

#define POPSKIN_FILE(array, path) {path, array, sizeof array}

static const popskin_embedded_file files[] = {
    POPSKIN_FILE(runtime_ArrowFillet, "Sources/PopskinRuntime/ArrowFillet.swift"),
    POPSKIN_FILE(runtime_CombinedArt, "Sources/PopskinRuntime/CombinedArt.swift"),
    POPSKIN_FILE(runtime_CombinedLayout, "Sources/PopskinRuntime/CombinedLayout.swift"),
    POPSKIN_FILE(runtime_ImageSlots, "Sources/PopskinRuntime/ImageSlots.swift"),
    POPSKIN_FILE(runtime_PopoverArt, "Sources/PopskinRuntime/PopoverArt.swift"),
    POPSKIN_FILE(runtime_PopoverArtLayout, "Sources/PopskinRuntime/PopoverArtLayout.swift"),
    POPSKIN_FILE(runtime_PopoverGlassView, "Sources/PopskinRuntime/PopoverGlassView.swift"),
    POPSKIN_FILE(runtime_PopoverLayers, "Sources/PopskinRuntime/PopoverLayers.swift"),
    POPSKIN_FILE(runtime_PopoverLayout, "Sources/PopskinRuntime/PopoverLayout.swift"),
    POPSKIN_FILE(runtime_PopoverMaterialView, "Sources/PopskinRuntime/PopoverMaterialView.swift"),
    POPSKIN_FILE(runtime_PopoverOutline, "Sources/PopskinRuntime/PopoverOutline.swift"),
    POPSKIN_FILE(runtime_PopoverPaintGeometry, "Sources/PopskinRuntime/PopoverPaintGeometry.swift"),
    POPSKIN_FILE(runtime_PopoverShapeView, "Sources/PopskinRuntime/PopoverShapeView.swift"),
    POPSKIN_FILE(runtime_PopoverSkin_Colors, "Sources/PopskinRuntime/PopoverSkin+Colors.swift"),
    POPSKIN_FILE(runtime_PopoverSkin, "Sources/PopskinRuntime/PopoverSkin.swift"),
    POPSKIN_FILE(runtime_PopskinPopoverBackgroundView, "Sources/PopskinRuntime/PopskinPopoverBackgroundView.swift"),
    POPSKIN_FILE(runtime_PopskinBackground, "Sources/PopskinRuntime/PopskinBackground.swift"),
    POPSKIN_FILE(runtime_PopskinBackground_Modifier, "Sources/PopskinRuntime/PopskinBackground+Modifier.swift"),
    POPSKIN_FILE(runtime_PopskinBackground_UIKit, "Sources/PopskinRuntime/PopskinBackground+UIKit.swift"),
    POPSKIN_FILE(runtime_PopskinPopover_Modifier, "Sources/PopskinRuntime/PopskinPopover+Modifier.swift"),
    POPSKIN_FILE(runtime_PopskinPopoverPresenter, "Sources/PopskinRuntime/PopskinPopoverPresenter.swift"),
    POPSKIN_FILE(runtime_PopskinPopoverShape, "Sources/PopskinRuntime/PopskinPopoverShape.swift"),
    POPSKIN_FILE(runtime_SkinAppearance, "Sources/PopskinRuntime/SkinAppearance.swift"),
    POPSKIN_FILE(runtime_SkinMaterial, "Sources/PopskinRuntime/SkinMaterial.swift"),
    POPSKIN_FILE(templates_qmui_apply, "templates/qmui/apply.swift.mustache"),
    POPSKIN_FILE(templates_swift_classes, "templates/swift/classes.swift.mustache"),
    POPSKIN_FILE(templates_swift_registry, "templates/swift/registry.swift.mustache"),
    POPSKIN_FILE(templates_swift_swiftui, "templates/swift/swiftui.swift.mustache"),
    POPSKIN_FILE(templates_swift_view, "templates/swift/view.swift.mustache"),
};

const popskin_embedded_file *popskin_embedded_files(size_t *count) {
    *count = sizeof files / sizeof files[0];
    return files;
}
