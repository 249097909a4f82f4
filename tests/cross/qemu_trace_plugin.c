/* A TCG plugin for qemu-user (qemu 7.2's `-plugin`), the recorder of tests/cross/check_ct_trace.py:
 * the address of every instruction the guest executes, and the guest virtual address, size and
 * direction (load or store) of every memory access it makes, in program order.
 *
 * `qemu-aarch64 -plugin libqemu_trace_plugin.so,out=FILE[,log=FILE] PROGRAM ...` writes to out, at
 * exit, one line: `insns N A accesses M B`, N instructions executed and M accesses made, A and B
 * digests (32 hex digits each) of the two sequences; two runs give the same digest when they
 * executed the same instruction addresses (A) or accessed the same addresses with the same sizes,
 * directions and instructions (B). With log, every event is also written there as a text line,
 * `i PC` or `l|s PC ADDRESS SIZE`, for finding where two runs part.
 *
 * The plugin API is declared here from qemu's documentation ("QEMU TCG Plugins" and its API
 * reference), for the API version 1 of qemu 7.2: Debian ships qemu-user with plugins enabled but no
 * header for them. Only what this file calls is declared; qemu resolves the functions in its own
 * executable when it loads the plugin. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* ---- the qemu plugin API (documented types and functions; qemu_info_t is not read here) ---- */
typedef uint64_t qemu_plugin_id_t;
typedef uint32_t qemu_plugin_meminfo_t;
struct qemu_info_t;
struct qemu_plugin_tb;
struct qemu_plugin_insn;
enum qemu_plugin_cb_flags { QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_CB_R_REGS, QEMU_PLUGIN_CB_RW_REGS };
enum qemu_plugin_mem_rw { QEMU_PLUGIN_MEM_R = 1, QEMU_PLUGIN_MEM_W, QEMU_PLUGIN_MEM_RW };
typedef void (*qemu_plugin_vcpu_tb_trans_cb_t)(qemu_plugin_id_t id, struct qemu_plugin_tb *tb);
typedef void (*qemu_plugin_vcpu_udata_cb_t)(unsigned int vcpu_index, void *userdata);
typedef void (*qemu_plugin_vcpu_mem_cb_t)(unsigned int vcpu_index, qemu_plugin_meminfo_t info, uint64_t vaddr,
                                          void *userdata);
typedef void (*qemu_plugin_udata_cb_t)(qemu_plugin_id_t id, void *userdata);
void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb);
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb);
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb, size_t idx);
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn);
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn, qemu_plugin_vcpu_udata_cb_t cb,
                                            enum qemu_plugin_cb_flags flags, void *userdata);
void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn *insn, qemu_plugin_vcpu_mem_cb_t cb,
                                      enum qemu_plugin_cb_flags flags, enum qemu_plugin_mem_rw rw,
                                      void *userdata);
unsigned int qemu_plugin_mem_size_shift(qemu_plugin_meminfo_t info);
bool qemu_plugin_mem_is_store(qemu_plugin_meminfo_t info);
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void *userdata);

#define PLUGIN_EXPORT __attribute__((visibility("default")))
PLUGIN_EXPORT extern int qemu_plugin_version;
PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv);
PLUGIN_EXPORT int qemu_plugin_version = 1;

/* ---- the recorder ---- */

/* A digest of a sequence of 64-bit words: two 64-bit lanes, each word added and the lane mixed by a
 * multiplication and a shift (the finaliser step of splitmix64) so that a change of any word, or of
 * the order, changes both lanes; not a cryptographic hash (the runs it compares are not chosen to
 * collide). */
typedef struct {
    uint64_t a, b;
} digest_t;

static void digest_add(digest_t *d, uint64_t word)
{
    d->a = (d->a + word) * 0xbf58476d1ce4e5b9u;
    d->a ^= d->a >> 31;
    d->b = (d->b ^ word) * 0x94d049bb133111ebu;
    d->b ^= d->b >> 29;
}

static digest_t insn_digest = {1, 2}, access_digest = {3, 4};
static uint64_t insn_count, access_count;
static FILE *out, *log_file;

static void on_insn(unsigned int vcpu_index, void *userdata)
{
    (void)vcpu_index;
    const uint64_t pc = (uint64_t)(uintptr_t)userdata;
    digest_add(&insn_digest, pc);
    insn_count++;
    if (log_file != NULL)
        fprintf(log_file, "i %llx\n", (unsigned long long)pc);
}

static void on_access(unsigned int vcpu_index, qemu_plugin_meminfo_t info, uint64_t vaddr, void *userdata)
{
    (void)vcpu_index;
    const uint64_t pc = (uint64_t)(uintptr_t)userdata;
    const unsigned int size = 1u << qemu_plugin_mem_size_shift(info);
    const bool store = qemu_plugin_mem_is_store(info);
    digest_add(&access_digest, vaddr);
    digest_add(&access_digest, pc << 8 | (uint64_t)size << 1 | store);
    access_count++;
    if (log_file != NULL)
        fprintf(log_file, "%c %llx %llx %u\n", store ? 's' : 'l', (unsigned long long)pc,
                (unsigned long long)vaddr, size);
}

/* At translation: a callback on every instruction of the block and on each of its accesses, both
 * given the instruction's address (the guest's code is fixed, so it stands for the instruction). */
static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    const size_t n = qemu_plugin_tb_n_insns(tb);
    for (size_t i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        void *pc = (void *)(uintptr_t)qemu_plugin_insn_vaddr(insn);
        qemu_plugin_register_vcpu_insn_exec_cb(insn, on_insn, QEMU_PLUGIN_CB_NO_REGS, pc);
        qemu_plugin_register_vcpu_mem_cb(insn, on_access, QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW, pc);
    }
}

static void on_guest_exit(qemu_plugin_id_t id, void *userdata)
{
    (void)id;
    (void)userdata;
    fprintf(out, "insns %llu %016llx%016llx accesses %llu %016llx%016llx\n", (unsigned long long)insn_count,
            (unsigned long long)insn_digest.a, (unsigned long long)insn_digest.b,
            (unsigned long long)access_count, (unsigned long long)access_digest.a,
            (unsigned long long)access_digest.b);
    fclose(out);
    if (log_file != NULL)
        fclose(log_file);
}

/* The arguments: out=FILE (required), log=FILE. Returns nonzero (qemu then refuses to start) on
 * anything else or a file that cannot be opened. */
int qemu_plugin_install(qemu_plugin_id_t id, const struct qemu_info_t *info, int argc, char **argv)
{
    (void)info;
    for (int i = 0; i < argc; i++) {
        FILE **file = strncmp(argv[i], "out=", 4) == 0 ? &out : strncmp(argv[i], "log=", 4) == 0 ? &log_file : NULL;
        if (file == NULL || (*file = fopen(argv[i] + 4, "w")) == NULL) {
            fprintf(stderr, "qemu_trace_plugin: bad argument or file: %s\n", argv[i]);
            return 1;
        }
    }
    if (out == NULL) {
        fprintf(stderr, "qemu_trace_plugin: out=FILE is required\n");
        return 1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_guest_exit, NULL);
    return 0;
}
