// folio's narrow door into libvips: plain C types only, so that Swift never sees vips' variadic calls or GObject.
// Every function returns 0 on success, or -1 with a message in *error, which the caller frees with folio_vips_free.
#ifndef FOLIO_VIPS_H
#define FOLIO_VIPS_H

#include <stddef.h>

/// The encodings folio writes.
typedef enum {
    FOLIO_VIPS_JPEG = 0,
    FOLIO_VIPS_PNG = 1,
    FOLIO_VIPS_WEBP = 2,
    FOLIO_VIPS_AVIF = 3,
} folio_vips_format;

/// Starts libvips for the process (once; later calls return what the first one did) with `threads` worker threads
/// per operation, no operation cache, and only the loaders libvips trusts with untrusted input.
int folio_vips_start(int threads, char **error);

/// Decodes a PNG, JPEG or WebP held in memory, turns it upright by its EXIF orientation, converts it to sRGB and
/// shrinks it to `width` pixels wide (never enlarging it). A damaged or truncated file is an error. The image is
/// decoded once, into memory, and given back as *image, to encode with folio_vips_save and free with
/// folio_vips_release; *out_width and *out_height are its size.
int folio_vips_shrink(const void *bytes, size_t count, int width, void **image, int *out_width, int *out_height,
                      char **error);

/// Encodes an image from folio_vips_shrink. `quality` is 1 to 100 (unused for PNG); unless `keep_metadata`, every
/// piece of metadata (EXIF, XMP, IPTC, ICC profile, comments) is left out. *out holds *length bytes; free it with
/// folio_vips_free.
int folio_vips_save(void *image, folio_vips_format format, int quality, int keep_metadata, void **out,
                    size_t *length, char **error);

/// Frees an image from folio_vips_shrink.
void folio_vips_release(void *image);

/// Frees a buffer or a message given out by these functions.
void folio_vips_free(void *pointer);

#endif
