#!/usr/bin/env python3
# Renju - MIT licence, see LICENSE.
#
# Prints the colour of pixels of an X11 window, one "R G B" line a point, for
# tests/e2e_window.sh (what the window shows, without ImageMagick or xwd): libX11's
# XGetImage through ctypes, on $DISPLAY, read from the screen (the root window) where the
# window's point is. A point outside the window or off the screen prints "- - -".
# --area prints every pixel of a rectangle of the window, row by row (its part on the
# screen), read at once.
#
#   python3 tests/support/xpixel.py WINDOW_ID X,Y [X,Y...]
#   python3 tests/support/xpixel.py WINDOW_ID --area X,Y,WIDTH,HEIGHT
import ctypes
import sys


class WindowAttributes(ctypes.Structure):
    # The start of XWindowAttributes up to the size; the rest is room for the library.
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("rest", ctypes.c_char * 256)]


def main(argv):
    if len(argv) < 3:
        print("usage: xpixel.py WINDOW_ID X,Y [X,Y...]", file=sys.stderr)
        return 2
    x11 = ctypes.CDLL("libX11.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                         ctypes.POINTER(WindowAttributes)]
    x11.XDefaultRootWindow.restype = ctypes.c_ulong
    x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    x11.XTranslateCoordinates.argtypes = [
        ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
        ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int),
        ctypes.POINTER(ctypes.c_ulong)]
    x11.XGetImage.restype = ctypes.c_void_p
    x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                              ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
    x11.XGetPixel.restype = ctypes.c_ulong
    x11.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    x11.XDestroyImage.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    if not display:
        print("xpixel: cannot open the display", file=sys.stderr)
        return 1
    window = int(argv[1], 0)
    attrs = WindowAttributes()
    if not x11.XGetWindowAttributes(display, window, ctypes.byref(attrs)):
        print("xpixel: no window %s" % argv[1], file=sys.stderr)
        return 1
    root = x11.XDefaultRootWindow(display)
    screen = WindowAttributes()
    x11.XGetWindowAttributes(display, root, ctypes.byref(screen))
    all_planes = (1 << 64) - 1
    z_pixmap = 2
    if argv[2] == "--area" and len(argv) == 4:
        x, y, w, h = (int(v) for v in argv[3].split(","))
        rx, ry, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        x11.XTranslateCoordinates(display, window, root, 0, 0, ctypes.byref(rx),
                                  ctypes.byref(ry), ctypes.byref(child))
        x0, y0 = max(x, 0) + rx.value, max(y, 0) + ry.value
        x1 = min(x + w, attrs.width) + rx.value
        y1 = min(y + h, attrs.height) + ry.value
        x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, screen.width), min(y1, screen.height)
        image = x11.XGetImage(display, root, x0, y0, max(x1 - x0, 1), max(y1 - y0, 1),
                              all_planes, z_pixmap) if x1 > x0 and y1 > y0 else None
        lines = []
        for py in range(y1 - y0 if image else 0):
            for px in range(x1 - x0):
                p = x11.XGetPixel(image, px, py)
                lines.append("%d %d %d" % ((p >> 16) & 255, (p >> 8) & 255, p & 255))
        if image:
            x11.XDestroyImage(image)
        print("\n".join(lines))
        x11.XCloseDisplay(display)
        return 0
    for point in argv[2:]:
        x, y = (int(v) for v in point.split(","))
        rx, ry, child = ctypes.c_int(), ctypes.c_int(), ctypes.c_ulong()
        if not (0 <= x < attrs.width and 0 <= y < attrs.height) or \
                not x11.XTranslateCoordinates(display, window, root, x, y, ctypes.byref(rx),
                                              ctypes.byref(ry), ctypes.byref(child)) or \
                not (0 <= rx.value < screen.width and 0 <= ry.value < screen.height):
            print("- - -")
            continue
        image = x11.XGetImage(display, root, rx.value, ry.value, 1, 1, all_planes, z_pixmap)
        if not image:
            print("- - -")
            continue
        p = x11.XGetPixel(image, 0, 0)
        x11.XDestroyImage(image)
        print("%d %d %d" % ((p >> 16) & 255, (p >> 8) & 255, p & 255))
    x11.XCloseDisplay(display)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
