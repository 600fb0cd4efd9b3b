/* What the files of the reader share (xmlin.h): xmlin.c runs libxml2's
 * SAX parser and says its problems, xmlin_tree.c builds the compact trees
 * from its events, xmlin_scan.c looks at the bytes before libxml2 does,
 * xmlin_schema.c gives --schema its RELAX NG validation, pushed element by
 * element, and xmlin_pipe.c reads a file on two threads. */
#ifndef NT_XMLIN_INTERNAL_H
#define NT_XMLIN_INTERNAL_H

#include <libxml/parser.h>
#include <libxml/relaxng.h>

#include "buf.h"
#include "record.h"
#include "xmlin.h"

/* The limits of a record (notation(1), LIMITS): what no valid record of
 * any game comes near, and what keeps any input inside flat memory and
 * linear time. */
#define MAX_TEXT (10u << 20)       /* one text, as xmllint */
#define MAX_DEPTH 64               /* elements inside one another */
#define MAX_ATTRS 64               /* attributes on one element */
#define MAX_RECORD (36u << 20)     /* the tree of one record, in memory */
#define MAX_NAMES 10000            /* distinct names (a game uses < 200) */
#define MAX_SCHEMA_NODES 50000     /* --schema: the RELAX NG check is
                                      quadratic in a record's size */

/* What the scan before libxml2 is inside of: a start tag's attributes are
 * counted before libxml2 parses them (it compares each with all the
 * others). */
enum { SC_TEXT, SC_LT, SC_TAG, SC_QUOTE, SC_BANG, SC_COMMENT, SC_CDATA,
       SC_PI, SC_DECL };

typedef struct nt_xmlin_pipe nt_xmlin_pipe;
typedef struct nt_xcheck nt_xcheck;

struct nt_xmlin {
    nt_schema_for lookup;
    void *lookup_user;
    xmlSAXHandler sax;

    /* One parse. */
    xmlParserCtxtPtr ctxt;
    const nt_xmlin_handler *h;
    int depth;
    int collection;          /* root is <games> */
    int stopped;
    int nonblank;            /* a byte other than blank space was read */
    int packed;              /* the file starts as a packed file does */
    int any;                 /* any byte was read */
    unsigned long records;
    /* What libxml2 says unlocated while a chunk is parsed (the bytes the
     * declared encoding cannot read): folded into the located error that
     * follows it, never printed on its own. */
    nt_buf generic;

    /* The scan of the bytes before the parser sees them. */
    int scan, quote, attrs, run;
    unsigned long scan_line;

    /* The tree of the record being read (record.h), reused record after
     * record; a collection's root outlives its records. */
    nt_arena mem;            /* the root, and a file's one record */
    nt_arena slot;           /* a collection's record, read on one thread */
    nt_arena *arena;         /* where the elements being read go */
    nt_xmlin_pipe *pipe;     /* the file read on a second thread, or NULL */
    nt_node *root;
    nt_node *game;           /* the record being read */
    nt_node *cur;            /* the element being read */
    nt_node *tail[MAX_DEPTH + 2]; /* each open element's last child */
    const xmlChar *our_uri;  /* our namespace, in the parser's dictionary */
    nt_buf text;             /* text being gathered for x->cur */

    /* A file of one record hands it over at its end, with what follows
     * it if anything does. */
    nt_node *pending;
    const nt_xml_problem *pending_schema;
    nt_xcheck *pending_check;
    int have_after;
    nt_xml_problem after;
    nt_buf after_msg;

    /* --schema: the record again as libxml2 nodes, for its validator. */
    nt_xcheck *check;        /* the record's check, or NULL: none */
    xmlNode *xcur;
    unsigned long xnodes;
    int have_schema;
    nt_xml_problem schema_problem;
    nt_buf schema_msg;
};

/* ------------------------------------------------------------ xmlin.c */

/* A limit of notation(1) reached: said once, where, and the file stops. */
void nt_xmlin_limit(nt_xmlin *x, unsigned long line, unsigned long col,
                    const char *msg);
/* libxml2's message on one line into `b`: a diagnostic is one line. */
void nt_xmlin_clean_message(nt_buf *b, const char *msg);

/* Reads the parse's file to its end or a stop: 0, or -1 when a read
 * fails (errno tells why). */
int nt_xmlin_read_fd(nt_xmlin *x, int fd);
/* The parse is over: the last bytes told, a file of one record handed
 * over. */
void nt_xmlin_parse_end(nt_xmlin *x);

/* ------------------------------------------------------- xmlin_pipe.c */

/* Reads file `fd` on a second thread, handing records and problems to the
 * handler on this one, in order; as nt_xmlin_read_fd. */
int nt_xmlin_pipe_fd(nt_xmlin *x, int fd);
/* A record complete, or a problem: to the handler, now or through the
 * pipe.  emit_record returns nonzero when the handler stops the file. */
int nt_xmlin_emit_record(nt_xmlin *x, nt_node *game, unsigned long index,
                         const nt_xml_problem *schema, nt_xcheck *later,
                         const nt_xml_problem *after);
void nt_xmlin_emit_problem(nt_xmlin *x, const nt_xml_problem *p,
                           unsigned long index);
/* A collection's element starts (its slot taken: -1 when the handler has
 * stopped meanwhile), grows (a large one waits for the other slot), and
 * ends without being handed over. */
int nt_xmlin_slot_begin(nt_xmlin *x);
int nt_xmlin_slot_grow(nt_xmlin *x);
void nt_xmlin_slot_done(nt_xmlin *x);
/* Whether the handler has stopped the file (a pipe's other thread). */
int nt_xmlin_halted(const nt_xmlin *x);
/* Whether the file is read on two threads. */
int nt_xmlin_piped(const nt_xmlin *x);

/* A problem of the file, said where it is (line and column 1 at least). */
void nt_xmlin_problem(nt_xmlin *x, const char *rule, unsigned long line,
                      unsigned long col, const char *msg);
/* The parse stops: nothing more is read or said of the file. */
void nt_xmlin_stop(nt_xmlin *x);

/* ------------------------------------------------------- xmlin_tree.c */

/* The handlers that build the trees: elements, text, CDATA. */
void nt_xmlin_tree_sax(xmlSAXHandler *sax);

/* ------------------------------------------------------- xmlin_scan.c */

/* The scan's state from one chunk to the next (nt_xmlin's scan, quote,
 * attrs and run): SC_..., the quote a value opened with, the attributes of
 * the tag so far, the run of '-', ']' or '?' before a possible end. */
typedef struct nt_scan {
    int scan, quote, attrs, run;
} nt_scan;
/* Scan n bytes of markup; 1 when an element carries more than MAX_ATTRS
 * attributes (the state then stands just past its last '=').  `wide`: 16
 * bytes at a time where the machine can (SSE2), else byte by byte; both
 * give the same result on every input (tests/check_reader.c). */
int nt_scan_markup(nt_scan *s, const char *data, size_t n, int wide);
/* Where the start tag ending at `cur` began: the last '<' in [base, stop)
 * (stop is cur, or cur + 1 when the parser holds a byte there), or NULL;
 * *plain tells whether the bytes from it to cur are one line of ASCII.
 * `wide` as for nt_scan_markup. */
const unsigned char *nt_scan_tag_start(const unsigned char *base,
                                       const unsigned char *cur,
                                       const unsigned char *stop, int *plain,
                                       int wide);
/* Look at a chunk before libxml2 does (a packed file, blank space only,
 * too many attributes); -1 when a limit stops the file. */
int nt_xmlin_look(nt_xmlin *x, const char *data, size_t n);
/* Where the start tag being reported began (line and column of its '<'),
 * from the parser's buffer. */
void nt_xmlin_tag_position(xmlParserCtxtPtr ctxt, unsigned long *line,
                           unsigned long *col);

/* ----------------------------------------------------- xmlin_schema.c */

/* A record starts: its game's schema, if --schema finds one, gets a check
 * (x->check), run as the record is read or logged for the caller's
 * thread. */
void nt_xmlin_schema_record(nt_xmlin *x, int natt, const xmlChar **att);
/* The record (or the parse) ends: a check run as it was read leaves its
 * first violation in x->schema_problem (x->have_schema) and goes; a logged
 * one is returned, to be run (nt_xcheck_run) and freed by the caller. */
nt_xcheck *nt_xmlin_schema_record_end(nt_xmlin *x);
/* An element of the record starts, as compact node `n`. */
void nt_xmlin_schema_open(nt_xmlin *x, nt_node *n, const xmlChar *prefix,
                          const xmlChar *uri);
/* The element being read ends. */
void nt_xmlin_schema_close(nt_xmlin *x);
/* Text of the element being read. */
void nt_xmlin_schema_text(nt_xmlin *x, const char *t, size_t n);
/* A logged check run with the caller's copy of the schema: the first
 * violation (valid until nt_xcheck_free), or NULL. */
const nt_xml_problem *nt_xcheck_run(nt_xcheck *c, nt_schema_for lookup,
                                    void *user);
/* What a check holds besides the record's arena. */
void nt_xcheck_free(nt_xcheck *c);

#endif
