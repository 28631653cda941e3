command: mpirun --allow-run-as-root --oversubscribe -np 4 /work/scratch-bench/ior-4.0.0/bin/ior -a POSIX -w -r -t 1m -b 256m -e -i 3 -F -o /work/scratch-bench/ior/fpp/testfile
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: IOR 4.0.0 (built from github.com/hpc/ior tag 4.0.0, commit 967a9f65109760db8a3ac14a7fdd007f337d2960)
mpi: mpirun (Open MPI) 4.1.4
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:36:42Z
finished_utc: 2026-12-05T08:36:55Z
elapsed_s: 12.9
load_before:  08:36:42 up  3:51,  0 user,  load average: 5.67, 5.68, 5.62
busiest_before: calibrate_real(49.2%) rustc(29.6%) rustc(10.6%) cargo(1.0%) 
caches_dropped: no
exit_code: 0
stdout: ior_fpp_np4.txt
