/* Renju - MIT licence, see LICENSE.
 *
 * RenLib .lib. Source (facts only, no code taken): RenLib's LibraryFile /
 * CRenLibDoc::AddLibrary: a 20-byte header FF "RenLib" FF major minor FF..FF, then 2-byte
 * nodes in preorder: byte 0 the point (low nibble column 1..15, high nibble row 0..14 from
 * the top, 0 = no point), byte 1 flags; an EXTENSION node carries 2 more bytes; comments
 * and board texts follow their node in 2-byte units up to a 0 byte. The game is the main
 * line of the move tree.
 */
#include "record_parse.h"

#include <stdlib.h>
#include <string.h>

enum {
    LIB_SIBLING = 0x80, /* "down" in RenLib: another variation follows this subtree */
    LIB_LEAF = 0x40,    /* "right" in RenLib: no child */
    LIB_OLD_COMMENT = 0x20,
    LIB_MARK = 0x10,
    LIB_COMMENT = 0x08,
    LIB_START = 0x04,
    LIB_NO_MOVE = 0x02,  /* a label node, not a move */
    LIB_EXTENSION = 0x01 /* two more bytes follow the node */
};
#define LIB_BOARD_TEXT 0x01 /* in the second extension byte */
#define LIB_CENTRE 0x78

typedef struct LibNode {
    Pos pos; /* POS_PASS for a node without a point */
    bool move;
    int child;   /* first child, -1 none */
    int sibling; /* next sibling, -1 none */
    long offset;
} LibNode;

/* Skips a string stored in 2-byte units: up to a 0 byte, or (old comments) a byte with
 * the top bit set. */
static bool lib_skip_string(Parser *p, size_t *off, bool old_style)
{
    for (;;) {
        if (*off + 2 > p->len) {
            p->offset = (long)*off;
            return rec_fail(p, RECORD_R_LIB_COMMENT, NULL, 0, NULL);
        }
        unsigned char b0 = (unsigned char)p->data[*off];
        unsigned char b1 = (unsigned char)p->data[*off + 1];
        *off += 2;
        if (old_style ? (b0 & 0x80) || (b1 & 0x80) : b0 == 0 || b1 == 0) {
            return true;
        }
    }
}

static bool lib_read_tree(Parser *p, LibNode *nodes, int *count, int *stack)
{
    size_t off = 0;
    if (p->len >= sizeof REC_LIB_MAGIC &&
        memcmp(p->data, REC_LIB_MAGIC, sizeof REC_LIB_MAGIC) == 0) {
        if (p->len < LIB_HEADER_SIZE) {
            p->offset = (long)p->len;
            return rec_fail(p, RECORD_R_LIB_HEADER_SHORT, NULL, 0, NULL);
        }
        int major = (unsigned char)p->data[8];
        int minor = (unsigned char)p->data[9];
        if (major * 100 + minor > 304) {
            p->offset = 8;
            return rec_fail(p, RECORD_R_LIB_VERSION, NULL, 0, REC_NUMS(major, minor));
        }
        off = LIB_HEADER_SIZE;
    } else if (p->len == 0 || (unsigned char)p->data[0] != LIB_CENTRE) {
        p->offset = 0;
        return rec_fail(p, RECORD_R_NOT_LIB, NULL, 0, NULL);
    }
    /* Node 0 is the root (the position before the first move). */
    int n = 1;
    nodes[0] = (LibNode){POS_NONE, false, -1, -1, (long)off};
    int depth = 0;
    int prev = -1;        /* the node the next one hangs from */
    bool as_child = true; /* ...as its first child, else as its next sibling */
    bool done = false;
    while (off < p->len) {
        p->offset = (long)off;
        if (done) {
            return rec_fail(p, RECORD_R_LIB_TRAILING, NULL, 0, NULL);
        }
        if (off + 2 > p->len) {
            return rec_fail(p, RECORD_R_LIB_NODE_SHORT, NULL, 0, NULL);
        }
        unsigned char b0 = (unsigned char)p->data[off];
        unsigned char flags = (unsigned char)p->data[off + 1];
        long node_off = (long)off;
        off += 2;
        unsigned char ext = 0;
        if (flags & LIB_EXTENSION) {
            if (off + 2 > p->len) {
                return rec_fail(p, RECORD_R_LIB_EXTENSION_SHORT, NULL, 0, NULL);
            }
            ext = (unsigned char)p->data[off + 1];
            off += 2;
        }
        int x = b0 & 0x0F;
        int y = b0 >> 4;
        if (b0 != 0 && (x == 0 || y >= LIB_SIZE)) {
            return rec_fail(p, RECORD_R_LIB_POINT, NULL, 0, REC_NUMS(b0));
        }
        int k;
        if (prev < 0 && b0 == 0 && n == 1) {
            k = 0; /* the file's own root node */
        } else {
            k = n++;
            nodes[k] = (LibNode){b0 == 0 ? POS_PASS : pos_from_xy(x - 1, LIB_SIZE - 1 - y),
                                 !(flags & LIB_NO_MOVE), -1, -1, node_off};
            if (prev < 0) {
                nodes[0].child = k;
            } else if (as_child) {
                nodes[prev].child = k;
            } else {
                nodes[prev].sibling = k;
            }
        }
        if ((flags & (LIB_COMMENT | LIB_OLD_COMMENT)) &&
            !lib_skip_string(p, &off, !(flags & LIB_COMMENT))) {
            return false;
        }
        if ((ext & LIB_BOARD_TEXT) && !lib_skip_string(p, &off, false)) {
            return false;
        }
        /* Preorder: a node with children is followed by its first child; a leaf by its
         * sibling, or else by the sibling of the nearest ancestor that has one. */
        if (!(flags & LIB_LEAF)) {
            if (flags & LIB_SIBLING) {
                stack[depth++] = k;
            }
            prev = k;
            as_child = true;
        } else if (flags & LIB_SIBLING) {
            prev = k;
            as_child = false;
        } else if (depth > 0) {
            prev = stack[--depth];
            as_child = false;
        } else {
            done = true;
        }
    }
    if (!done && n > 1) {
        p->offset = (long)p->len;
        return rec_fail(p, RECORD_R_LIB_TREE_SHORT, NULL, 0, NULL);
    }
    *count = n;
    return true;
}

bool rec_lib_parse(Parser *p)
{
    if (rec_board_size(p) != LIB_SIZE) {
        p->offset = -1;
        return rec_fail(p, RECORD_R_LIB_SIZE, p->rules->name, REC_TOKEN_ALL,
                        REC_NUMS(rec_board_size(p), rec_board_size(p)));
    }
    size_t max_nodes = p->len / 2 + 2;
    LibNode *nodes = malloc(max_nodes * sizeof *nodes);
    int *stack = malloc(max_nodes * sizeof *stack);
    bool ok = nodes && stack;
    int count = 0;
    if (!ok) {
        rec_fail(p, RECORD_R_NO_MEMORY, NULL, 0, NULL);
    } else {
        ok = lib_read_tree(p, nodes, &count, stack);
    }
    /* The game is the main line: at each node, the first child that is a move. */
    int cur = ok ? nodes[0].child : -1;
    while (ok && cur >= 0) {
        while (cur >= 0 && !nodes[cur].move) {
            cur = nodes[cur].sibling;
        }
        if (cur < 0) {
            break;
        }
        p->offset = nodes[cur].offset;
        ok = rec_apply_stone(p, nodes[cur].pos, 0);
        cur = nodes[cur].child;
    }
    if (ok) {
        rec_start(p);
    }
    free(nodes);
    free(stack);
    return ok;
}

void rec_lib_format(Out *o, const Game *g)
{
    static const unsigned char HEADER[LIB_HEADER_SIZE] = {0xFF, 'R',  'e',  'n',  'L',  'i',  'b',
                                                          0xFF, 3,    4,    0xFF, 0xFF, 0xFF, 0xFF,
                                                          0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    Pos pos[BOARD_MAX_PLIES];
    int n = record_plies(g, pos, NULL, BOARD_MAX_PLIES);
    rec_out_bytes(o, HEADER, sizeof HEADER);
    unsigned char root[2] = {0, n > 0 ? 0 : LIB_LEAF};
    rec_out_bytes(o, root, 2);
    for (int i = 0; i < n; i++) {
        unsigned char node[2];
        int point = pos[i] == POS_PASS
                        ? 0
                        : (pos_x(pos[i]) + 1) | ((LIB_SIZE - 1 - pos_y(pos[i])) << 4);
        node[0] = (unsigned char)point;
        node[1] = i == n - 1 ? LIB_LEAF : 0;
        rec_out_bytes(o, node, 2);
    }
}
