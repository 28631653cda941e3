command: mpirun --allow-run-as-root --oversubscribe -np 4 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX -w -r -t 1m -b 256m -e -i 3 -F -o /work/scratch-bench/ior/fpp/testfile
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:26:56Z
finished_utc: 2026-12-05T08:27:08Z
elapsed_s: 11.9
load_before:  08:26:56 up  3:41,  0 user,  load average: 5.85, 5.80, 5.60
busiest_before: cal_debug(66.6%) rustc(40.2%) cargo(23.1%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_np4.txt
