command: mpirun --allow-run-as-root --oversubscribe -np 1 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX -w -r -t 1m -b 256m -e -i 3 -o /work/scratch-bench/ior/shared/testfile
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:54:37Z
finished_utc: 2026-12-05T08:54:39Z
elapsed_s: 2.9
load_before:  08:54:36 up  4:08,  0 user,  load average: 2.81, 3.65, 4.80
busiest_before: rustc(72.4%) cargo(1.1%) kworker/1:11-dio/vda(0.9%) kworker/1:2H-kblockd(0.7%) 
caches_dropped: no
exit_code: 0
stdout: ior_shared_np1.txt
