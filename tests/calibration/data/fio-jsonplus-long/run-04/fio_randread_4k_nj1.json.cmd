command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:27:09Z
finished_utc: 2026-12-06T02:27:19Z
elapsed_s: 9.4
load_before:  02:27:09 up 15:20,  0 user,  load average: 4.99, 4.59, 3.25
busiest_before: rustc(57.0%) addr2line(45.7%) rustc(43.0%) rustc(38.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj1.json
