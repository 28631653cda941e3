command: mpirun --allow-run-as-root --oversubscribe -np 4 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX --posix.odirect -w -r -t 1m -b 128m -i 3 -F -o /work/scratch-bench/ior/odirect/testfile -O summaryFormat=JSON
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:51:08Z
finished_utc: 2026-12-05T08:51:38Z
elapsed_s: 30.4
load_before:  08:51:08 up  4:05,  0 user,  load average: 2.74, 4.44, 5.29
busiest_before: cp(11.1%) kworker/1:2H-kblockd(0.7%) kdamond.0(0.5%) kworker/1:9-mm_percpu_wq(0.2%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_odirect_np4.json
