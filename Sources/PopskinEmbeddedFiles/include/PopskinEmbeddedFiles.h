// What the popskin binary carries of its own sources, so it can be moved anywhere: PopskinRuntime's Swift files
// (written into an app's output by the swift generator's `runtime: embedded`) and the default templates.
#ifndef POPSKIN_EMBEDDED_FILES_H
#define POPSKIN_EMBEDDED_FILES_H

#include <stddef.h>

/// One embedded file: `name` is its path in the repository (`Sources/PopskinRuntime/PopoverSkin.swift`,
/// `templates/swift/view.swift.mustache`), `bytes` its exact contents (UTF-8, not NUL-terminated).
typedef struct {
    const char *name;
    const unsigned char *bytes;
    size_t length;
} popskin_embedded_file;

/// Every embedded file, in the order embedded_files.c lists them; `count` receives how many.
const popskin_embedded_file *popskin_embedded_files(size_t *count);

#endif
