/* Reading a file on two cores (xmlin_internal.h): a thread parses the file
 * and builds record k+1 while the caller's handler replays record k.
 *
 * Why: checking a record's rules costs about as much as parsing it, and the
 * two do not depend on each other until the record is complete.  The handler
 * still runs on the caller's thread, record after record and problem after
 * problem in the file's order, so what it says is the same as when one
 * thread does both (nt_xmlin_memory does: the pipe is for files).
 *
 * Each record of a collection is built in a slot: an arena of its own,
 * handed to the caller with the record and back to the parser once the
 * handler returns.  The parser may read SLOTS records ahead.  Waking a
 * thread costs as much as checking a small record, so neither thread is
 * woken for one record: a parser with no free slot sleeps until half of
 * them are back, a caller with nothing to do until half are ready.
 *
 * Memory: a record that would take the records read ahead past BUDGET
 * bytes waits until all the others are back, so that one large record is
 * never held beside others (the bound of notation(1) stays that of one
 * record, plus BUDGET); a slot that held more than KEEP bytes gives its
 * memory back. */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "xmlin_internal.h"

#define SLOTS 16                /* records read ahead */
#define RING (2 * SLOTS)        /* events: records and problems */
#define BUDGET (8u << 20)       /* bytes of the records read ahead */
#define KEEP (1u << 20)         /* a slot keeps this much between records */
#define SMALL (256u << 10)      /* a smaller file is read on one thread */

enum { EV_RECORD, EV_PROBLEM };
enum { SLOT_FREE, SLOT_BUILDING, SLOT_HANDED };
enum { WAIT_NONE, WAIT_ROOM, WAIT_SLOT, WAIT_ALONE };

/* A problem copied out of the parser's buffers. */
typedef struct kept_problem {
    int have;
    nt_xml_problem p;
    nt_buf msg;
} kept_problem;

typedef struct event {
    int kind;
    nt_node *game;
    nt_xcheck *later;      /* a schema check left to the caller, or NULL */
    int slot;
    unsigned long index;
    kept_problem problem;  /* EV_PROBLEM: the problem; EV_RECORD: schema's */
    kept_problem after;
} event;

struct nt_xmlin_pipe {
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    event ring[RING];
    int head, count;
    nt_arena slot[SLOTS];
    int state[SLOTS];           /* SLOT_... */
    int nfree;                  /* slots in SLOT_FREE */
    size_t handed;              /* bytes of the slots in SLOT_HANDED */
    int building;               /* the parser's slot, or -1 */
    int waited;                 /* the building record waited for the rest */
    int parser_waits;           /* what the parser sleeps for (WAIT_...) */
    int caller_waits;           /* the caller sleeps */
    int halt;                   /* the handler asked to stop */
    int done;                   /* the parser has finished */
    /* The parse's arguments and outcome. */
    int fd;
    int rc, err;
};

static void S_keep(kept_problem *k, const nt_xml_problem *p)
{
    k->have = p != NULL;
    if (!p)
        return;
    k->p = *p;
    nt_buf_clear(&k->msg);
    nt_buf_puts(&k->msg, p->message ? p->message : "");
    k->p.message = NULL; /* set when handed over: the buffer may move */
}

static const nt_xml_problem *S_kept(kept_problem *k)
{
    if (!k->have)
        return NULL;
    k->p.message = nt_buf_str(&k->msg);
    return &k->p;
}

/* Whether the caller has work, or should wait for more (see above). */
static int S_ready(const nt_xmlin_pipe *q)
{
    return q->count >= SLOTS / 2 || q->done ||
           (q->count && q->parser_waits);
}

/* Whether what the parser waits for has come (the lock is held). */
static int S_parser_may_go(const nt_xmlin_pipe *q)
{
    switch (q->parser_waits) {
    case WAIT_ROOM: return q->count < RING;
    case WAIT_SLOT: return q->nfree >= SLOTS / 2;
    case WAIT_ALONE: return q->handed == 0;
    default: return 1;
    }
}

/* ----------------------------------------------------- parser's side */

/* The parser sleeps until what it waits for comes, or the handler stops:
 * -1 then (the lock is held). */
static int S_parser_wait(nt_xmlin_pipe *q, int what)
{
    q->parser_waits = what;
    if (!S_parser_may_go(q) && q->caller_waits)
        pthread_cond_broadcast(&q->cv); /* let it empty the ring first */
    while (!S_parser_may_go(q) && !q->halt)
        pthread_cond_wait(&q->cv, &q->mu);
    q->parser_waits = WAIT_NONE;
    return q->halt ? -1 : 0;
}

/* Room for one more event, or the handler's stop: 0 when the event may
 * be posted (the lock is held). */
static int S_wait_room(nt_xmlin_pipe *q)
{
    return q->count < RING ? (q->halt ? -1 : 0) : S_parser_wait(q, WAIT_ROOM);
}

/* An event is on the ring: wake the caller if it waits and may go. */
static void S_posted(nt_xmlin_pipe *q)
{
    q->count++;
    if (q->caller_waits && S_ready(q))
        pthread_cond_broadcast(&q->cv);
}

static event *S_tail(nt_xmlin_pipe *q)
{
    return &q->ring[(q->head + q->count) % RING];
}

/* A logged schema check run on this thread: the record's first
 * violation, or `schema` (the one found as it was read). */
static const nt_xml_problem *S_check_now(nt_xmlin *x, nt_xcheck *later,
                                         const nt_xml_problem *schema)
{
    return later ? nt_xcheck_run(later, x->lookup, x->lookup_user) : schema;
}

int nt_xmlin_emit_record(nt_xmlin *x, nt_node *game, unsigned long index,
                         const nt_xml_problem *schema, nt_xcheck *later,
                         const nt_xml_problem *after)
{
    nt_xmlin_pipe *q = x->pipe;
    if (!q) {
        int stop = x->h->record(x->h->user, game, index,
                                S_check_now(x, later, schema), after);
        nt_xcheck_free(later);
        nt_xmlin_slot_done(x);
        return stop;
    }
    pthread_mutex_lock(&q->mu);
    int halt = S_wait_room(q);
    if (!halt) {
        event *e = S_tail(q);
        e->kind = EV_RECORD;
        e->game = game;
        e->later = later;
        e->slot = q->building;
        e->index = index;
        S_keep(&e->problem, schema);
        S_keep(&e->after, after);
        if (q->building >= 0) {
            q->state[q->building] = SLOT_HANDED;
            q->handed += q->slot[q->building].used;
        }
        q->building = -1;
        S_posted(q);
    }
    pthread_mutex_unlock(&q->mu);
    if (halt) {
        nt_xcheck_free(later);
        nt_xmlin_slot_done(x);
    }
    x->arena = &x->mem; /* the slot is the handler's now */
    return halt;
}

void nt_xmlin_emit_problem(nt_xmlin *x, const nt_xml_problem *p,
                           unsigned long index)
{
    nt_xmlin_pipe *q = x->pipe;
    if (!q) {
        x->h->problem(x->h->user, p, index);
        return;
    }
    pthread_mutex_lock(&q->mu);
    if (!S_wait_room(q)) {
        event *e = S_tail(q);
        e->kind = EV_PROBLEM;
        e->game = NULL;
        e->later = NULL;
        e->slot = -1;
        e->index = index;
        S_keep(&e->problem, p);
        e->after.have = 0;
        S_posted(q);
    }
    pthread_mutex_unlock(&q->mu);
}

/* A record of a collection starts: its elements go to a free slot.  0, or
 * -1 when the handler has asked to stop meanwhile. */
int nt_xmlin_slot_begin(nt_xmlin *x)
{
    nt_xmlin_pipe *q = x->pipe;
    if (!q) {
        x->arena = &x->slot;
        return 0;
    }
    pthread_mutex_lock(&q->mu);
    int halt = q->nfree ? q->halt : S_parser_wait(q, WAIT_SLOT), i = 0;
    if (!halt) {
        while (q->state[i] != SLOT_FREE)
            i++;
        q->nfree--;
        q->state[i] = SLOT_BUILDING;
        q->building = i;
        q->waited = 0;
        x->arena = &q->slot[i];
    }
    pthread_mutex_unlock(&q->mu);
    return halt ? -1 : 0;
}

/* The record's elements go back to where they came from (a collection's
 * element that is no record, or a record the handler has had). */
void nt_xmlin_slot_done(nt_xmlin *x)
{
    nt_xmlin_pipe *q = x->pipe;
    if (!q) {
        if (x->arena == &x->slot)
            nt_arena_release(&x->slot, (nt_arena_mark){NULL, 0, 0});
        x->arena = &x->mem;
        return;
    }
    pthread_mutex_lock(&q->mu);
    if (q->building >= 0) {
        nt_arena_release(&q->slot[q->building], (nt_arena_mark){NULL, 0, 0});
        q->state[q->building] = SLOT_FREE;
        q->nfree++;
        q->building = -1;
    }
    pthread_mutex_unlock(&q->mu);
    x->arena = &x->mem;
}

/* A record that would take the records read ahead past the budget waits
 * for all the others to come back before growing further: -1 when the
 * handler has asked to stop meanwhile.  `handed` only falls behind the
 * parser's back, so a stale read only makes it wait when it need not. */
int nt_xmlin_slot_grow(nt_xmlin *x)
{
    nt_xmlin_pipe *q = x->pipe;
    if (!q || q->waited || q->building < 0 ||
        q->slot[q->building].used +
                __atomic_load_n(&q->handed, __ATOMIC_RELAXED) <
            BUDGET)
        return 0;
    pthread_mutex_lock(&q->mu);
    int halt = S_parser_wait(q, WAIT_ALONE);
    q->waited = 1;
    pthread_mutex_unlock(&q->mu);
    return halt ? -1 : 0;
}

/* Whether the handler has asked to stop (read without the lock: a stale
 * answer only lets the parser read on a little, and nothing it posts
 * after the stop is handed over). */
int nt_xmlin_halted(const nt_xmlin *x)
{
    return x->pipe && __atomic_load_n(&x->pipe->halt, __ATOMIC_RELAXED);
}

int nt_xmlin_piped(const nt_xmlin *x)
{
    return x->pipe != NULL;
}

static void *S_parse(void *arg)
{
    nt_xmlin *x = arg;
    nt_xmlin_pipe *q = x->pipe;
    q->rc = nt_xmlin_read_fd(x, q->fd);
    q->err = errno;
    nt_xmlin_parse_end(x);
    pthread_mutex_lock(&q->mu);
    q->done = 1;
    pthread_cond_broadcast(&q->cv);
    pthread_mutex_unlock(&q->mu);
    return NULL;
}

/* ----------------------------------------------------- caller's side */

/* Hands one event to the handler; nonzero when the handler stops. */
static int S_hand(nt_xmlin *x, event *e)
{
    if (e->kind == EV_PROBLEM) {
        x->h->problem(x->h->user, S_kept(&e->problem), e->index);
        return 0;
    }
    return x->h->record(x->h->user, e->game, e->index,
                        S_check_now(x, e->later, S_kept(&e->problem)),
                        S_kept(&e->after));
}

/* A slot the handler is done with: its arena back to the parser, its
 * memory given back when the record was large. */
static void S_slot_back(nt_xmlin_pipe *q, int slot)
{
    if (slot < 0)
        return;
    nt_arena *a = &q->slot[slot];
    __atomic_store_n(&q->handed, q->handed - a->used, __ATOMIC_RELAXED);
    if (a->used > KEEP)
        nt_arena_free(a);
    else
        nt_arena_release(a, (nt_arena_mark){NULL, 0, 0});
    q->state[slot] = SLOT_FREE;
    q->nfree++;
}

static void S_serve(nt_xmlin *x)
{
    nt_xmlin_pipe *q = x->pipe;
    int halted = 0;
    pthread_mutex_lock(&q->mu);
    for (;;) {
        if (!q->count) {
            q->caller_waits = 1;
            while (!S_ready(q))
                pthread_cond_wait(&q->cv, &q->mu);
            q->caller_waits = 0;
        }
        if (!q->count)
            break;
        event *e = &q->ring[q->head];
        pthread_mutex_unlock(&q->mu);
        /* The event is the caller's until it is taken off the ring. */
        int stop = halted ? 0 : S_hand(x, e);
        pthread_mutex_lock(&q->mu);
        if (stop) {
            halted = 1;
            __atomic_store_n(&q->halt, 1, __ATOMIC_RELAXED);
        }
        nt_xcheck_free(e->later);
        e->later = NULL;
        if (e->kind == EV_RECORD)
            S_slot_back(q, e->slot);
        q->head = (q->head + 1) % RING;
        q->count--;
        if (q->parser_waits && (S_parser_may_go(q) || q->halt))
            pthread_cond_broadcast(&q->cv);
    }
    pthread_mutex_unlock(&q->mu);
}

static nt_xmlin_pipe *S_pipe_new(int fd)
{
    nt_xmlin_pipe *q = nt_xcalloc(1, sizeof *q);
    pthread_mutex_init(&q->mu, NULL);
    pthread_cond_init(&q->cv, NULL);
    q->building = -1;
    q->nfree = SLOTS;
    q->fd = fd;
    return q;
}

static void S_pipe_free(nt_xmlin_pipe *q)
{
    for (int i = 0; i < RING; i++) {
        nt_buf_free(&q->ring[i].problem.msg);
        nt_buf_free(&q->ring[i].after.msg);
    }
    for (int i = 0; i < SLOTS; i++)
        nt_arena_free(&q->slot[i]);
    pthread_cond_destroy(&q->cv);
    pthread_mutex_destroy(&q->mu);
    free(q);
}

/* Reads the open file `fd` on this thread alone. */
static int S_read_here(nt_xmlin *x, int fd)
{
    int rc = nt_xmlin_read_fd(x, fd);
    int saved = errno;
    nt_xmlin_parse_end(x);
    errno = saved;
    return rc;
}

/* Whether `fd` is a regular file too small to gain from a second thread:
 * a file of one record or a few is parsed before any is replayed, so the
 * thread's start, its wake-ups and its slots would only be added to the
 * same work done in turn (a directory of one game per file took twice
 * the time of the same games as one collection). */
static int S_small(int fd)
{
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
           (unsigned long long)st.st_size < SMALL;
}

/* Reads the open file `fd` on a second thread while this one hands the
 * records over; a small file, or when no thread can be started, on this
 * one alone. */
int nt_xmlin_pipe_fd(nt_xmlin *x, int fd)
{
    if (S_small(fd))
        return S_read_here(x, fd);
    nt_xmlin_pipe *q = S_pipe_new(fd);
    x->pipe = q;
    /* Signals go to the caller's thread, whose handlers know its files. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    int started = pthread_create(&q->thread, NULL, S_parse, x) == 0;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (!started) {
        x->pipe = NULL;
        S_pipe_free(q);
        return S_read_here(x, fd);
    }
    S_serve(x);
    pthread_join(q->thread, NULL);
    int rc = q->rc, err = q->err;
    x->pipe = NULL;
    S_pipe_free(q);
    x->arena = &x->mem;
    errno = err;
    return rc;
}
