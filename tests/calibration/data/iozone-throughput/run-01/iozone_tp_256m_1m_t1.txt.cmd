command: /work/scratch-bench/iozone-src/src/iozone -t 1 -s 256m -r 1m -i 0 -i 1
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench/iozone-tp)
tool: IOzone 3.508 (upstream source build 508, as carried by github.com/klazarsk/iozone-rh commit 28aa755; make linux-AMD64)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T07:51:54Z
finished_utc: 2026-12-05T07:52:09Z
elapsed_s: 15.1
load_before:  07:51:54 up  3:06,  0 user,  load average: 6.87, 5.32, 3.62
busiest_before: rustc(53.0%) rustc(34.3%) python3(30.0%) rustc(24.1%) 
caches_dropped: no
exit_code: 0
stdout: iozone_tp_256m_1m_t1.txt
